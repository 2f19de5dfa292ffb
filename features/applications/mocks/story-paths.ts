import type { ApplicantPaths } from "../screens/paths";

/** The site's addresses as the stories give them (a link's target shows where the person would go). */
export const storyPaths: ApplicantPaths = {
  myPage: "/seouledutravel/mypage",
  myApplications: "/seouledutravel/myapplication",
  detail: (id) => `/seouledutravel/myapplication/detail/${id}`,
  registration: (id) => `/seouledutravel/application/registration${id ? `?id=${id}` : ""}`,
  report: (id) => `/seouledutravel/report/submit/${id}`,
  info: "/seouledutravel/info",
  guide: "/seouledutravel/application/guide",
};
