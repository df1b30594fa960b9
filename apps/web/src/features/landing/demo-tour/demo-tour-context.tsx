import {
  Suspense,
  createContext,
  lazy,
  useContext,
  useMemo,
  useState,
  type ReactNode,
} from 'react';

interface DemoTourControls {
  openTour: () => void;
}

const DemoTourContext = createContext<DemoTourControls | null>(null);

// The tour (its dialog, steps and illustrations) loads on the first click, not with the page.
const DemoTourDialog = lazy(async () => ({
  default: (await import('./demo-tour-dialog')).DemoTourDialog,
}));

/** Holds the one demo tour of the public pages; the top menu and the landing page open it. */
export function DemoTourProvider({ children }: { children: ReactNode }) {
  const [isOpen, setIsOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const controls = useMemo(
    () => ({
      openTour: () => {
        setWasOpened(true);
        setIsOpen(true);
      },
    }),
    [],
  );

  return (
    <DemoTourContext value={controls}>
      {children}
      {wasOpened ? (
        <Suspense fallback={null}>
          <DemoTourDialog open={isOpen} onOpenChange={setIsOpen} />
        </Suspense>
      ) : null}
    </DemoTourContext>
  );
}

export function useDemoTour(): DemoTourControls {
  const controls = useContext(DemoTourContext);
  if (!controls) throw new Error('useDemoTour must be used inside DemoTourProvider');
  return controls;
}
