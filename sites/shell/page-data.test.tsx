import { act, render, screen } from "@testing-library/react";
import useSWR, { SWRConfig, unstable_serialize } from "swr";
import { describe, expect, it, vi } from "vitest";
import { pageDataConfig } from "./page-data";

function Reader({ id, fetcher }: { id: number; fetcher: () => Promise<string> }) {
  const { data } = useSWR(["/api/v1/things", id], fetcher);
  return <p>{data ?? "loading"}</p>;
}

describe("the data a page rendered on the server carries", () => {
  it("shows it at once and does not read it again on mount; a later mount or another key reads as usual", async () => {
    const fetcher = vi.fn(() => Promise.resolve("fresh"));
    const config = pageDataConfig({ [unstable_serialize(["/api/v1/things", 1])]: "from the page" });
    // a cache of its own per tree, as a page's first render has
    const view = (id: number) => (
      <SWRConfig value={{ ...config, provider: () => new Map(), dedupingInterval: 0 }}>
        <Reader id={id} fetcher={fetcher} />
      </SWRConfig>
    );
    const first = render(view(1));
    expect(screen.getByText("from the page")).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(fetcher).not.toHaveBeenCalled();
    first.unmount();

    render(view(1));
    expect(await screen.findByText("fresh")).toBeTruthy();
    expect(fetcher).toHaveBeenCalledTimes(1);

    render(view(2));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});
