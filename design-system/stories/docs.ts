/** A story file's `parameters`: the opening paragraph of the component's docs page, with any others. */
export function componentDocs(component: string, parameters: Record<string, unknown> = {}) {
  return { ...parameters, docs: { description: { component } } };
}
