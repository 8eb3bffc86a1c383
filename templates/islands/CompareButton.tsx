import { CompareToggle, CompareTray } from '../components/CompareControls.tsx';

/** The car page's Compare button, with the tray it fills; on a variant's page it adds that variant (its slug). */
export function CompareButton({ id, name, variant }: { id: string; name: string; variant?: string }) {
  return (
    <>
      <CompareToggle car={{ id, name, variant }} matchVariant />
      <CompareTray />
    </>
  );
}
