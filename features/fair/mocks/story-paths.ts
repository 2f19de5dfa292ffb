import type { FairLinks } from "../components/fair-edition-hero";
import type { VisitorPaths } from "../screens/paths";

/** The site's addresses as the stories give them (a link's target shows where the person would go). */
export const storyLinks: FairLinks = {
  register: "/mice/register/visitor",
  conference: "/mice/conference/conference-1",
  exhibitors: "/mice/company/list",
};

export const storyPaths: VisitorPaths = {
  register: "/mice/application/registration",
  myPage: "/mice/mypage",
  companyApplication: "/mice/myapplication",
};
