import {
  type FairProps,
  type ListAudience,
  loadAdminApplicationsScreen,
  loadApplicationConfirmScreen,
  loadBusinessDetailScreen,
  loadBusinessListScreen,
  loadRegisterChoiceScreen,
} from "@features/accreditation";
import { loadMeetingRequestButton } from "@features/meetings";
import type { ComponentType } from "react";
import type { RouteObject } from "react-router";
import { useParams } from "react-router";
import type { MicrositeRouteHandle } from "./microsite-layout";
import { withMessages } from "./with-messages";

// The business-accreditation pages both fairs have (ADR 0026: one accreditation feature, told which fair by `fair`;
// the mart's when absent), each loading with the accreditation's messages. Titles are keys of the site's namespace.

const accreditation = <T,>(load: () => Promise<T>) => withMessages(load, ["accreditation"]);
const titled = (titleKey: string): MicrositeRouteHandle => ({ titleKey });
type PropsOf<Load extends () => Promise<unknown>> =
  Awaited<ReturnType<Load>> extends ComponentType<infer Props> ? Props : never;

/**
 * Registration by classification at `path` (the address of the auth pages' registration: this route must come
 * before them).
 */
export function registerChoiceRoute(path: string, props: PropsOf<typeof loadRegisterChoiceScreen>): RouteObject {
  return {
    path,
    handle: titled("pages.register"),
    lazy: async () => {
      const RegisterChoiceScreen = await accreditation(loadRegisterChoiceScreen);
      return { Component: () => <RegisterChoiceScreen {...props} /> };
    },
  };
}

/** A company's application to confirm before it is sent. */
export function applicationConfirmRoute(
  path: string,
  props: PropsOf<typeof loadApplicationConfirmScreen>,
): RouteObject {
  return {
    path,
    handle: titled("pages.confirm"),
    lazy: async () => {
      const ApplicationConfirmScreen = await accreditation(loadApplicationConfirmScreen);
      return { Component: () => <ApplicationConfirmScreen {...props} /> };
    },
  };
}

/** The fair's companies. */
export function businessListRoute(
  path: string,
  titleKey: string,
  props: PropsOf<typeof loadBusinessListScreen>,
): RouteObject {
  return {
    path,
    handle: titled(titleKey),
    lazy: async () => {
      const BusinessListScreen = await accreditation(loadBusinessListScreen);
      return { Component: () => <BusinessListScreen {...props} /> };
    },
  };
}

/** Where a company's page leads: back to the list, and a meeting request's application and meetings. */
export type BusinessDetailPaths = { list: string; application: string; meetings: string };

/**
 * A company's page at `path` (its `:id` names the company), offering the meetings feature's request: a signed-in
 * buyer or seller of the fair may ask the company for a meeting (the button loads with the page).
 */
export function businessDetailRoute(
  path: string,
  titleKey: string,
  { fair, audience, paths }: FairProps & { audience?: ListAudience; paths: BusinessDetailPaths },
): RouteObject {
  return {
    path,
    handle: titled(titleKey),
    lazy: async () => {
      const [BusinessDetailScreen, MeetingRequestButton] = await Promise.all([
        accreditation(loadBusinessDetailScreen),
        withMessages(loadMeetingRequestButton, ["meetings"]),
      ]);
      return {
        Component: function BusinessPage() {
          const { id } = useParams();
          return (
            <BusinessDetailScreen
              key={id}
              fair={fair}
              audience={audience}
              id={id}
              paths={{ list: paths.list }}
              actions={(company) => (
                <MeetingRequestButton
                  fair={fair}
                  counterpart={{ id: company.id, name: company.name, role: company.role, booth_no: company.booth_no }}
                  applicationPath={paths.application}
                  meetingsPath={paths.meetings}
                />
              )}
            />
          );
        },
      };
    },
  };
}

/** The operators' list of this edition's applications, their decisions and booths. */
export function adminApplicationsRoute(path: string, props: FairProps): RouteObject {
  return {
    path,
    handle: titled("pages.adminApplications"),
    lazy: async () => {
      const AdminApplicationsScreen = await accreditation(loadAdminApplicationsScreen);
      return { Component: () => <AdminApplicationsScreen {...props} /> };
    },
  };
}
