import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Field, FieldError, FieldHint, FieldLabel, useFieldControl } from "./field";

afterEach(cleanup);

/** A bare control built on the hook, as a feature would build its own. */
function Probe(props: { invalid?: boolean; "aria-describedby"?: string; id?: string }) {
  const control = useFieldControl(props);
  return <input {...control} />;
}

function Group() {
  const control = useFieldControl({}, { group: true });
  return <div role="radiogroup" {...control} />;
}

describe("Field", () => {
  it("points the label at the control and names it", () => {
    render(
      <Field>
        <FieldLabel>E-mail</FieldLabel>
        <Probe />
      </Field>,
    );
    const input = screen.getByRole("textbox", { name: "E-mail" });
    expect(input.id).toMatch(/^field-/);
    expect(screen.getByText("E-mail").getAttribute("for")).toBe(input.id);
  });

  it("describes the control by the hint and the error, only while they are shown", () => {
    const { rerender } = render(
      <Field controlId="email">
        <FieldLabel>E-mail</FieldLabel>
        <Probe />
        <FieldHint>We send the confirmation here.</FieldHint>
        <FieldError>{undefined}</FieldError>
      </Field>,
    );
    const input = screen.getByRole("textbox");
    expect(input.getAttribute("aria-describedby")).toBe("email-hint");
    expect(input.hasAttribute("aria-invalid")).toBe(false);

    rerender(
      <Field controlId="email">
        <FieldLabel>E-mail</FieldLabel>
        <Probe />
        <FieldHint>We send the confirmation here.</FieldHint>
        <FieldError>Please enter a valid e-mail address.</FieldError>
      </Field>,
    );
    expect(input.getAttribute("aria-describedby")).toBe("email-hint email-error");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById("email-error")?.textContent).toBe("Please enter a valid e-mail address.");
  });

  it("has no aria-describedby at all without hint or error", () => {
    render(
      <Field>
        <FieldLabel>Name</FieldLabel>
        <Probe />
      </Field>,
    );
    expect(screen.getByRole("textbox").hasAttribute("aria-describedby")).toBe(false);
  });

  it("keeps the control's own description first", () => {
    render(
      <>
        <p id="own">Own</p>
        <Field controlId="x">
          <Probe aria-describedby="own" />
          <FieldHint>Hint</FieldHint>
        </Field>
      </>,
    );
    expect(screen.getByRole("textbox").getAttribute("aria-describedby")).toBe("own x-hint");
  });

  it("marks required: an asterisk hidden from screen readers, the word for them, aria-required on the control", () => {
    render(
      <Field required>
        <FieldLabel>Name</FieldLabel>
        <Probe />
      </Field>,
    );
    const input = screen.getByRole("textbox", { name: "Name required" });
    expect(input.getAttribute("aria-required")).toBe("true");
    expect(screen.getByText("*").getAttribute("aria-hidden")).toBe("true");
  });

  it("lets an explicit invalid win over the absence of an error, and a control's own invalid add to it", () => {
    render(
      <>
        <Field invalid>
          <FieldLabel>A</FieldLabel>
          <Probe />
        </Field>
        <Field>
          <FieldLabel>B</FieldLabel>
          <Probe invalid />
        </Field>
      </>,
    );
    expect(screen.getByRole("textbox", { name: "A" }).getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("textbox", { name: "B" }).getAttribute("aria-invalid")).toBe("true");
  });

  it("disables the control", () => {
    render(
      <Field disabled>
        <FieldLabel>Name</FieldLabel>
        <Probe />
      </Field>,
    );
    expect(screen.getByRole<HTMLInputElement>("textbox").disabled).toBe(true);
  });

  it("names a group by aria-labelledby instead of a label pointing at it", () => {
    render(
      <Field controlId="gender">
        <FieldLabel>Gender</FieldLabel>
        <Group />
      </Field>,
    );
    const group = screen.getByRole("radiogroup", { name: "Gender" });
    expect(group.getAttribute("aria-labelledby")).toBe("gender-label");
    expect(screen.getByText("Gender").hasAttribute("for")).toBe(false);
  });

  it("outside a Field, passes the control's own props through", () => {
    render(<Probe id="solo" invalid />);
    const input = screen.getByRole("textbox");
    expect(input.id).toBe("solo");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.hasAttribute("aria-describedby")).toBe(false);
  });
});
