import type { SocialIdentity } from "@contracts/auth";

/** A member signing in or up in the stories. */
export const storyMember = {
  name: "Minji Kim",
  email: "minji@example.com",
  password: "Travel2026",
  phone: "01012345678",
  code: "123456",
} as const;

export const signinFixture = { accessToken: "story-member-token", expiresIn: 3600, id: 7 };

export const kakaoIdentityFixture: SocialIdentity = {
  social_type: "kakao",
  social_id: "kakao-4021",
  social_token: "kakao-access-token",
  email: "minji.kakao@example.com",
  name: "Minji Kim",
};

export const authorizeFixture = {
  url: "https://kauth.example.com/oauth/authorize?client_id=story&state=state-kakao-1",
  state: "state-kakao-1",
};
