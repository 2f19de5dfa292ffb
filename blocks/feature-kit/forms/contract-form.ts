import { zodResolver } from "@hookform/resolvers/zod";
import { setServerFieldErrors } from "@ds";
import { HttpError } from "@lib/http/client";
import { useEffect, useMemo, useRef } from "react";
import {
  type DefaultValues,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type ResolverResult,
  type UseFormReturn,
  get,
  set,
  useForm,
} from "react-hook-form";
import type { z } from "zod";

/** One field at fault and what to say beside it, in the form's names. */
export type FieldIssue<F extends string = string> = { field: F; message: string };

export type ContractFormOptions<V extends FieldValues, O> = { defaultValues: DefaultValues<V> } & (
  | {
      /** The contract's schema (built in the page's language), checked on submit. */
      schema: z.ZodType<O, V>;
      check?: never;
    }
  | {
      /**
       * The contract's rules as the form's issues, in the page's language (a field may be a path such as
       * `contact.email`); a field's first issue is the one shown, as with a schema. The latest one is used on every
       * check, so it may close over the language and props.
       */
      check: (values: V) => readonly FieldIssue[];
      schema?: never;
    }
);

/**
 * What a `check` makes of the values: the values as they are when no issue is found, else each field's first issue
 * on it.
 */
function checked<V extends FieldValues, O>(issues: readonly FieldIssue[], values: V): ResolverResult<V, O> {
  if (issues.length === 0) return { values: values as unknown as O, errors: {} };
  const errors: FieldErrors<V> = {};
  for (const issue of issues) {
    if (get(errors, issue.field) === undefined)
      set(errors, issue.field, { type: "validation", message: issue.message });
  }
  return { values: {}, errors };
}

/**
 * A form of a contract: react-hook-form checked by the contract's zod schema (or the contract's rules as issues),
 * the first field at fault taking the focus. Put the server's answer on it with `showServerErrors` or
 * `showFieldIssues`.
 */
export function useContractForm<V extends FieldValues, O = V>(
  options: ContractFormOptions<V, O>,
): UseFormReturn<V, unknown, O> {
  const { check, schema, defaultValues } = options;
  const latest = useRef(check);
  useEffect(() => {
    latest.current = check;
  });
  // the resolver reads the latest rules (and language) without being rebuilt
  const checkResolver = useMemo<Resolver<V, unknown, O>>(
    () => (values) => checked<V, O>(latest.current?.(values) ?? [], values),
    [],
  );
  const resolver = schema ? zodResolver<V, unknown, O>(schema) : checkResolver;
  return useForm<V, unknown, O>({ defaultValues, resolver, shouldFocusError: true });
}

/**
 * Puts issues the server found on their fields, the first one taking the focus (unless `focus` is false: a form
 * whose fields at fault may be off screen, such as another step's, leaves the focus where it is); what the person
 * typed stays.
 */
export function showFieldIssues<V extends FieldValues>(
  form: Pick<UseFormReturn<V>, "setError">,
  issues: readonly FieldIssue<FieldPath<V>>[],
  options: { focus?: boolean } = {},
): void {
  const { focus = true } = options;
  issues.forEach((issue, index) =>
    form.setError(issue.field, { type: "server", message: issue.message }, { shouldFocus: focus && index === 0 }),
  );
}

/**
 * Puts a failed call's field issues (a 4xx `{ message, code, field?, issues? }`) on the fields the form has (the
 * server names them as the form does, or as `fieldMap` says), the first one taking the focus, and returns what is
 * left for the form's alert: the unmatched issues, or the failure in the feature's words (`describe`); null when
 * every issue found its field. What the person typed stays.
 */
export function showServerErrors<V extends FieldValues>(
  form: Pick<UseFormReturn<V>, "setError" | "getValues">,
  error: unknown,
  describe: (error: unknown) => string,
  options: { fieldMap?: Record<string, string> } = {},
): string | null {
  if (error instanceof HttpError && error.issues.length > 0) {
    const unmatched = setServerFieldErrors(form, error.issues, { fieldMap: options.fieldMap });
    return unmatched.length === 0 ? null : unmatched.map((issue) => issue.message).join(" ");
  }
  return describe(error);
}
