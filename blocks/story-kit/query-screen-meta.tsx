import type { RequestHandler } from "msw";
import type { ComponentType } from "react";
import { useSearchParams } from "react-router";
import { fn } from "storybook/test";
import { settle, withRoute } from "../../.storybook/story-router";

/** What a screen whose filters live in the address takes from its site. */
type QueryScreenProps = {
  query: URLSearchParams;
  onQueryChange: (query: URLSearchParams) => void;
  paths: object;
};

export type QueryScreenMetaOptions<Props extends QueryScreenProps> = {
  /** The screen's address (the story's route path and pattern both). */
  path: string;
  /** The screen's links. */
  paths: Props["paths"];
  /** The feature's mocked API. */
  handlers: RequestHandler[];
};

/**
 * The frame of a public list screen's stories whose query lives in the address: the story plays the site, the query
 * comes from the address and the screen's changes go back into it (and to the `onQueryChange` spy).
 */
export function queryScreenMeta<Props extends QueryScreenProps>(
  Screen: ComponentType<Props>,
  { path, paths, handlers }: QueryScreenMetaOptions<Props>,
) {
  function Routed(props: Props) {
    const [query, setQuery] = useSearchParams();
    return (
      <Screen
        {...props}
        query={query}
        onQueryChange={(next) => {
          props.onQueryChange(next);
          setQuery(next);
        }}
      />
    );
  }
  return {
    component: Screen,
    tags: ["autodocs"],
    decorators: [withRoute],
    afterEach: settle,
    args: { query: new URLSearchParams(), onQueryChange: fn(), paths },
    argTypes: { query: { control: false as const }, paths: { control: false as const } },
    render: (args: Props) => <Routed {...args} />,
    parameters: {
      layout: "fullscreen",
      route: { path, pattern: path },
      msw: { handlers },
    },
  };
}
