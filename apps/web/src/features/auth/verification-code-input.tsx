import { useEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import {
  CODE_LENGTH,
  digitsFromPaste,
  sanitizePastedCode,
  type CodeDigits,
} from './verification-code';

export interface VerificationCodeInputProps {
  digits: CodeDigits;
  onChange: (digits: CodeDigits) => void;
  disabled?: boolean;
  invalid?: boolean;
  /** Id of the text that names the group (the screen's instructions). */
  labelledBy?: string;
}

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Six single-digit boxes: digits only, typing moves to the next box, Backspace on an empty box
 * goes back, and a paste (into any box, or anywhere on the page outside another field) fills the
 * boxes from the first with the pasted digits.
 */
export function VerificationCodeInput({
  digits,
  onChange,
  disabled = false,
  invalid = false,
  labelledBy,
}: VerificationCodeInputProps) {
  const { t } = useTranslation();
  const boxes = useRef<Array<HTMLInputElement | null>>([]);

  function focusBox(index: number) {
    const box = boxes.current[Math.max(0, Math.min(CODE_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  }

  function setDigit(index: number, digit: string) {
    onChange(digits.map((current, position) => (position === index ? digit : current)));
  }

  function applyPaste(text: string): boolean {
    const pasted = sanitizePastedCode(text);
    if (pasted === '') return false;
    onChange(digitsFromPaste(pasted));
    focusBox(pasted.length);
    return true;
  }

  // A paste outside every field (e.g. after clicking the card) still fills the code.
  const applyPasteRef = useRef(applyPaste);
  useEffect(() => {
    applyPasteRef.current = applyPaste;
  });
  useEffect(() => {
    if (disabled) return undefined;
    function handleDocumentPaste(event: globalThis.ClipboardEvent) {
      if (event.defaultPrevented || isEditable(event.target)) return;
      if (applyPasteRef.current(event.clipboardData?.getData('text') ?? '')) event.preventDefault();
    }
    document.addEventListener('paste', handleDocumentPaste);
    return () => document.removeEventListener('paste', handleDocumentPaste);
  }, [disabled]);

  function handleChange(index: number, value: string) {
    const typed = value.replace(/\D/g, '');
    if (typed.length <= 1) {
      setDigit(index, typed);
      if (typed !== '') focusBox(index + 1);
      return;
    }
    // A digit typed into a filled box: keep the new one.
    const previous = digits[index] ?? '';
    if (typed.length === 2 && previous !== '') {
      const newest = typed.startsWith(previous) ? typed.slice(1) : typed.slice(0, 1);
      setDigit(index, newest);
      focusBox(index + 1);
      return;
    }
    // Several digits at once (the browser's one-time-code autofill): treated as a paste.
    applyPaste(typed);
  }

  function handleKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace') {
      event.preventDefault();
      if (digits[index] !== '') {
        setDigit(index, '');
      } else if (index > 0) {
        setDigit(index - 1, '');
        focusBox(index - 1);
      }
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  }

  function handlePaste(event: ClipboardEvent<HTMLDivElement>) {
    event.preventDefault();
    applyPaste(event.clipboardData.getData('text'));
  }

  return (
    <div
      role="group"
      aria-labelledby={labelledBy}
      className="flex justify-center gap-2 sm:gap-2.5"
      onPaste={handlePaste}
    >
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={t('auth.verify.digitLabel', { position: index + 1, total: CODE_LENGTH })}
          aria-invalid={invalid || undefined}
          value={digit}
          disabled={disabled}
          onChange={(event) => handleChange(index, event.target.value)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onFocus={(event) => event.target.select()}
          className={cn(
            'size-12 rounded-xl border border-input bg-card text-center text-xl font-semibold text-foreground shadow-xs transition-colors sm:size-13',
            'focus-visible:border-primary focus-visible:ring-3 focus-visible:ring-ring/25 focus-visible:outline-none',
            'disabled:cursor-not-allowed disabled:opacity-50',
            'aria-invalid:border-danger',
            digit !== '' && 'border-primary/60 bg-primary-soft/40',
          )}
        />
      ))}
    </div>
  );
}
