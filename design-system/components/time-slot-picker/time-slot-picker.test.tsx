import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import koDates from "../../../locales/ko/ds-dates.json";
import { DsLocaleProvider, defaultDsMessages } from "../../i18n";
import { type TimeSlot, TimeSlotPicker } from "./time-slot-picker";

afterEach(cleanup);

const SLOTS: TimeSlot[] = [
  { time: "09:00", available: true, remaining: 1 },
  { time: "10:00", available: false },
  { time: "11:00", available: true, remaining: 4 },
  { time: "12:00", available: true },
];

describe("TimeSlotPicker", () => {
  it("names each slot with its time and what is left", () => {
    render(<TimeSlotPicker slots={SLOTS} label="Departure time" />);
    expect(screen.getByRole("radiogroup", { name: "Departure time" })).toBeTruthy();
    expect(screen.getAllByRole("radio").map((r) => r.textContent)).toEqual([
      "09:001 place left",
      "10:00Full",
      "11:004 places left",
      "12:00",
    ]);
  });

  it("disables full slots and reports a choice", () => {
    const onValueChange = vi.fn();
    render(<TimeSlotPicker slots={SLOTS} label="Time" onValueChange={onValueChange} />);
    const [, full, open] = screen.getAllByRole("radio");
    expect((full as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(full!);
    expect(onValueChange).not.toHaveBeenCalled();
    fireEvent.click(open!);
    expect(onValueChange).toHaveBeenCalledWith("11:00");
    expect(open!.getAttribute("aria-checked")).toBe("true");
  });

  it("speaks Korean", () => {
    render(
      <DsLocaleProvider locale="ko" messages={{ ...defaultDsMessages, dates: koDates }}>
        <TimeSlotPicker slots={SLOTS} label="출발 시간" />
      </DsLocaleProvider>,
    );
    expect(screen.getAllByRole("radio").map((r) => r.textContent)).toEqual([
      "09:001자리 남음",
      "10:00마감",
      "11:004자리 남음",
      "12:00",
    ]);
  });

  it("marks required and invalid on the group", () => {
    render(<TimeSlotPicker slots={SLOTS} label="Time" required invalid />);
    const group = screen.getByRole("radiogroup");
    expect(group.getAttribute("aria-required")).toBe("true");
    expect(group.getAttribute("aria-invalid")).toBe("true");
  });
});
