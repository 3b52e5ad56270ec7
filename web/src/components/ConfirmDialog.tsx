import { MESSAGES } from '@rt/domain';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { loadOnce } from '../platform/loadChunk.ts';
import { useAlerts } from './alerts/useAlerts.ts';
import type { ConfirmDialogProps } from './ConfirmDialogView.tsx';

type View = ComponentType<ConfirmDialogProps>;

/** The dialog's module, loaded once; asked for again after a failure. */
const loadView = loadOnce(() => import('./ConfirmDialogView.tsx').then((module) => module.ConfirmDialogView));

/**
 * Asks before an action: a modal alert dialog with the action's button and Cancel. The dialog's
 * code (Chakra's dialog, its focus trap and machines, ~8 KB gzipped) is loaded the first time one
 * opens, as Find a Record's is: a screen opens without it. If it cannot be loaded, the user is told
 * and the dialog counts as cancelled.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const alerts = useAlerts();
  const [View, setView] = useState<View | null>(null);
  const onCancel = useRef(props.onCancel);
  useEffect(() => {
    onCancel.current = props.onCancel;
  });

  const { open } = props;
  useEffect(() => {
    if (!open || View) return;
    let current = true;
    loadView().then(
      (component) => {
        if (current) setView(() => component);
      },
      () => {
        if (!current) return;
        alerts.danger(MESSAGES.loadingChunkFailed);
        onCancel.current();
      },
    );
    return () => {
      current = false;
    };
  }, [open, View, alerts]);

  return View ? <View {...props} /> : null;
}
