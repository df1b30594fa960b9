import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { DemoTourDialog } from './demo-tour-dialog';

interface DemoTourControls {
  openTour: () => void;
}

const DemoTourContext = createContext<DemoTourControls | null>(null);

/** Holds the one demo tour of the public pages; the top menu and the landing page open it. */
export function DemoTourProvider({ children }: { children: ReactNode }) {
  const [isOpen, setIsOpen] = useState(false);
  const controls = useMemo(() => ({ openTour: () => setIsOpen(true) }), []);

  return (
    <DemoTourContext value={controls}>
      {children}
      <DemoTourDialog open={isOpen} onOpenChange={setIsOpen} />
    </DemoTourContext>
  );
}

export function useDemoTour(): DemoTourControls {
  const controls = useContext(DemoTourContext);
  if (!controls) throw new Error('useDemoTour must be used inside DemoTourProvider');
  return controls;
}
