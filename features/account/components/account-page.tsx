import type { ReactNode } from "react";

export type AccountPageProps = {
  /** The page's heading (its only h1). */
  title: ReactNode;
  /** Beside the heading: a balance, a count. */
  aside?: ReactNode;
  children: ReactNode;
};

/** The frame of every account page: the main landmark, the heading row and the content. */
export function AccountPage({ title, aside, children }: AccountPageProps) {
  return (
    <main id="main" className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-bold text-foreground">{title}</h1>
        {aside}
      </div>
      {children}
    </main>
  );
}
