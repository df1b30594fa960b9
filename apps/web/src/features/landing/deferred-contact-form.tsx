import { Suspense, lazy, useEffect, useRef, useState } from 'react';

const ContactForm = lazy(async () => ({
  default: (await import('../support/contact-form')).ContactForm,
}));

/** Keeps the form's place while it loads, so nothing below it moves. */
const PLACEHOLDER_CLASS = 'min-h-[30rem]';

/**
 * The landing page's contact form, loaded when its section comes within a screen of the view:
 * it sits at the bottom of the page, so a visitor who reads only the top never downloads it.
 */
export function DeferredContactForm() {
  const placeholderRef = useRef<HTMLDivElement>(null);
  // The first render is the placeholder everywhere, as the page rendered ahead at build time has it.
  const [isNear, setIsNear] = useState(false);

  useEffect(() => {
    const placeholder = placeholderRef.current;
    if (isNear || !placeholder) return;
    if (typeof IntersectionObserver === 'undefined') {
      setIsNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(placeholder);
    return () => observer.disconnect();
  }, [isNear]);

  if (!isNear) return <div ref={placeholderRef} className={PLACEHOLDER_CLASS} />;
  return (
    <Suspense fallback={<div className={PLACEHOLDER_CLASS} />}>
      <ContactForm />
    </Suspense>
  );
}
