import { zodResolver } from "@hookform/resolvers/zod";
import { act, cleanup, fireEvent, render, renderHook, screen, waitFor } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { Checkbox } from "../checkbox";
import { Input } from "../input";
import { RadioGroup, RadioGroupItem } from "../radio-group";
import {
  flattenFieldErrors,
  focusControl,
  Form,
  FormErrorSummary,
  FormField,
  serverFieldIssues,
  setServerFieldErrors,
} from "./form";

afterEach(cleanup);

beforeAll(() => {
  // Radix measures its hidden form input; jsdom has no ResizeObserver
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

describe("serverFieldIssues", () => {
  it("takes the issues list, or the single field of the error", () => {
    expect(
      serverFieldIssues({ message: "Invalid", issues: [{ field: "email", message: "Taken" }], field: "email" }),
    ).toEqual([{ field: "email", message: "Taken" }]);
    expect(serverFieldIssues({ message: "Taken", code: "CONFLICT", field: "email" })).toEqual([
      { field: "email", message: "Taken" },
    ]);
    expect(serverFieldIssues({ message: "Server error", code: "INTERNAL" })).toEqual([]);
  });
});

describe("setServerFieldErrors", () => {
  it("puts each issue on its field, maps names, returns the ones no field matched", () => {
    const { result } = renderHook(() =>
      useForm({ defaultValues: { email: "", passwordConfirm: "", address: { city: "" } } }),
    );
    let unmatched: unknown;
    act(() => {
      unmatched = setServerFieldErrors(
        result.current,
        [
          { field: "email", message: "Already registered" },
          { field: "password_confirm", message: "Must match" },
          { field: "address.city", message: "Unknown city" },
          { field: "referrer", message: "Expired code" },
        ],
        { fieldMap: { password_confirm: "passwordConfirm" } },
      );
    });
    expect(unmatched).toEqual([{ field: "referrer", message: "Expired code" }]);
    expect(result.current.getFieldState("email").error).toMatchObject({
      type: "server",
      message: "Already registered",
    });
    expect(result.current.getFieldState("passwordConfirm").error?.message).toBe("Must match");
    expect(result.current.getFieldState("address.city").error?.message).toBe("Unknown city");
  });

  it("asks react-hook-form to focus the first field only", () => {
    const setError = vi.fn();
    const form = { setError, getValues: () => ({ a: "", b: "" }) };
    setServerFieldErrors(form as never, [
      { field: "a", message: "x" },
      { field: "b", message: "y" },
    ]);
    expect(setError.mock.calls.map((call) => (call as unknown[])[2])).toEqual([
      { shouldFocus: true },
      { shouldFocus: false },
    ]);
    setError.mockClear();
    setServerFieldErrors(form as never, [{ field: "a", message: "x" }], { focus: false });
    expect(setError).toHaveBeenCalledWith("a", { type: "server", message: "x" }, { shouldFocus: false });
  });
});

describe("flattenFieldErrors", () => {
  it("lists nested messages with their paths", () => {
    expect(
      flattenFieldErrors({
        email: { type: "server", message: "Taken" },
        address: { city: { type: "too_small", message: "Required" } },
        items: [undefined, { name: { type: "x", message: "Name needed" } }],
      } as never),
    ).toEqual([
      { name: "email", message: "Taken" },
      { name: "address.city", message: "Required" },
      { name: "items.1.name", message: "Name needed" },
    ]);
  });
});

describe("focusControl", () => {
  it("focuses the element, or the checked radio inside a group", () => {
    render(
      <RadioGroup aria-label="Pay" defaultValue="b">
        <RadioGroupItem value="a" label="A" />
        <RadioGroupItem value="b" label="B" />
      </RadioGroup>,
    );
    focusControl(screen.getByRole("radiogroup"));
    expect(document.activeElement).toBe(screen.getByRole("radio", { name: "B" }));
  });
});

const schema = z.object({
  name: z.string().min(1, { error: "Name is required" }),
  terms: z.boolean().refine(Boolean, { error: "Please agree" }),
});
type Values = z.input<typeof schema>;

function TestForm({ onSubmit }: { onSubmit: (values: Values) => void }) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { name: "", terms: false } });
  return (
    <Form form={form} onSubmit={onSubmit} id="signup">
      <FormErrorSummary />
      <FormField control={form.control} name="name" label="Name" hint="As on your passport" required>
        {(registered) => <Input {...registered} />}
      </FormField>
      <FormField
        control={form.control}
        name="terms"
        summaryLabel="Terms"
        render={({ field }) => (
          <Checkbox
            ref={field.ref}
            label="I agree"
            checked={field.value}
            onCheckedChange={(checked) => field.onChange(checked === true)}
          />
        )}
      />
      <button type="submit">Send</button>
    </Form>
  );
}

describe("Form and FormField", () => {
  it("turns off native validation and gives controls stable ids from the form id", () => {
    const { container } = render(<TestForm onSubmit={() => {}} />);
    expect(container.querySelector("form")?.noValidate).toBe(true);
    expect(screen.getByRole("textbox", { name: "Name required" }).id).toBe("signup-name");
  });

  it("on an empty submit: shows the messages, focuses the first invalid field, lists the errors as links", async () => {
    const onSubmit = vi.fn();
    render(<TestForm onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    const name = screen.getByRole("textbox", { name: "Name required" });
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(name.getAttribute("aria-describedby")).toBe("signup-name-hint signup-name-error");
    expect(document.getElementById("signup-name-error")?.textContent).toBe("Name is required");
    const links = screen.getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Name: Name is required", "#signup-name"],
      ["Terms: Please agree", "#signup-terms"],
    ]);
    fireEvent.click(links[1] as HTMLElement);
    expect(document.activeElement).toBe(screen.getByRole("checkbox", { name: "I agree" }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends the values once they are valid, and the summary goes away", async () => {
    const onSubmit = vi.fn();
    render(<TestForm onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    await screen.findByRole("alert");
    fireEvent.change(screen.getByRole("textbox", { name: "Name required" }), { target: { value: "Kim Minji" } });
    fireEvent.click(screen.getByRole("checkbox", { name: "I agree" }));
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: "Kim Minji", terms: true }, expect.anything()));
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
