import type { Decorator } from "@storybook/react-vite";

/**
 * A story's decorator: the screen in a phone's width (360 px). The fair's layouts answer their container's width,
 * not the window's, so the picture shows the phone's layout on the stories' 800 px page.
 */
export const onPhone: Decorator = (Story) => (
  <div className="w-[360px]">
    <Story />
  </div>
);
