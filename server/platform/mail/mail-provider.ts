export type MailMessage = { to: string; subject: string; html: string; text: string };

export type MailProvider = {
  /** `outbox`: kept in the database and shown at /dev/mail; `smtp`: handed to a mail server. */
  kind: "outbox" | "smtp";
  send: (message: MailMessage) => Promise<void>;
};
