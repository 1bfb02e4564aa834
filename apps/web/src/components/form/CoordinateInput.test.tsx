import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CoordinateInput } from './CoordinateInput';

function Harness({ onValue }: { onValue: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <CoordinateInput
      aria-label="经度"
      value={value}
      onChange={(next) => {
        onValue(next);
        setValue(next);
      }}
    />
  );
}

/** Types `text` one character at a time, as a user would. */
function typeInto(input: HTMLInputElement, text: string) {
  for (const ch of text) fireEvent.change(input, { target: { value: input.value + ch } });
}

function setup() {
  const onValue = vi.fn<(value: string) => void>();
  render(<Harness onValue={onValue} />);
  const input = screen.getByLabelText('经度') as HTMLInputElement;
  return { input, onValue };
}

describe('<CoordinateInput>', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it('typing 12a.3.4-5 yields 12.345', () => {
    const { input, onValue } = setup();
    typeInto(input, '12a.3.4-5');
    expect(input.value).toBe('12.345');
    expect(onValue).toHaveBeenLastCalledWith('12.345');
    expect(onValue.mock.calls.map(([v]) => v)).not.toContainEqual(expect.stringMatching(/[a-z]|\..*\./));
  });

  it('pasting text keeps only digits, a leading minus and the first point', () => {
    const { input } = setup();
    fireEvent.change(input, { target: { value: ' -1x2-.5.6e3 ' } });
    expect(input.value).toBe('-12.563');
  });

  it('cuts 10 decimals to 9', () => {
    const { input, onValue } = setup();
    fireEvent.change(input, { target: { value: '112.1234567891' } });
    expect(input.value).toBe('112.123456789');
    typeInto(input, '9');
    expect(input.value).toBe('112.123456789');
    expect(onValue).toHaveBeenLastCalledWith('112.123456789');
  });

  it('a minus sign counts only as the first character', () => {
    const { input } = setup();
    typeInto(input, '--1-2');
    expect(input.value).toBe('-12');
  });

  it('whatever is typed, the value is a well-formed coordinate text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789.-+eE ,a中'.split('')), maxLength: 24 }),
        (typed) => {
          cleanup();
          const { input, onValue } = setup();
          typeInto(input, typed);
          for (const [value] of onValue.mock.calls) {
            expect(value).toMatch(/^-?\d*(\.\d{0,9})?$/);
          }
          expect(input.value).toMatch(/^-?\d*(\.\d{0,9})?$/);
        },
      ),
      { numRuns: 40 },
    );
  });
});
