import { Box } from '@chakra-ui/react';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { BiblioMark } from '../biblioMarks.ts';
import type { Spot } from '../useViewerTags.ts';

type TagMarkerProps = {
  mark: BiblioMark;
  spot: Spot;
  pageLabel: string;
  readOnly: boolean;
  /** Saves the new spot; false when refused, and the tag goes back. */
  onMove: (spot: Spot) => Promise<boolean>;
  onDelete: () => void;
};

const clamp = (v: number) => Math.min(1, Math.max(0, Math.round(v * 10_000) / 10_000));
/** How far an arrow key moves a focused tag: a fiftieth of the page. */
const STEP = 0.02;

/**
 * A biblio's tag on the page: drag it to move it, Shift-click it to delete it; with the keyboard,
 * Tab to it, arrows move it (saved when the keys rest), Delete deletes it.
 */
export function TagMarker({ mark, spot, pageLabel, readOnly, onMove, onDelete }: TagMarkerProps) {
  const [dragged, setDragged] = useState<Spot | null>(null);
  const start = useRef<{ x: number; y: number; moved: boolean } | null>(null);
  const keyed = useRef<ReturnType<typeof setTimeout> | null>(null);
  const shown = dragged ?? spot;

  const spotOf = (event: PointerEvent<HTMLElement>): Spot => {
    const page = (event.currentTarget.parentElement as HTMLElement).getBoundingClientRect();
    return { x: clamp((event.clientX - page.left) / page.width), y: clamp((event.clientY - page.top) / page.height) };
  };

  function onPointerDown(event: PointerEvent<HTMLElement>) {
    event.stopPropagation();
    if (readOnly || event.button !== 0) return;
    if (event.shiftKey) {
      onDelete();
      return;
    }
    event.currentTarget.setPointerCapture(event.pointerId);
    start.current = { x: event.clientX, y: event.clientY, moved: false };
  }
  function onPointerMove(event: PointerEvent<HTMLElement>) {
    const from = start.current;
    if (!from) return;
    if (!from.moved && Math.hypot(event.clientX - from.x, event.clientY - from.y) < 4) return;
    from.moved = true;
    setDragged(spotOf(event));
  }
  function onPointerUp(event: PointerEvent<HTMLElement>) {
    const from = start.current;
    start.current = null;
    if (!from?.moved) return;
    const to = spotOf(event);
    move(to);
  }

  function move(to: Spot) {
    setDragged(to);
    void onMove(to).then((stored) => {
      if (!stored) setDragged(null);
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (readOnly) return;
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      event.stopPropagation();
      onDelete();
      return;
    }
    const delta = { ArrowLeft: [-STEP, 0], ArrowRight: [STEP, 0], ArrowUp: [0, -STEP], ArrowDown: [0, STEP] }[
      event.key
    ];
    if (!delta) return;
    event.preventDefault();
    event.stopPropagation();
    const to = { x: clamp(shown.x + delta[0]), y: clamp(shown.y + delta[1]) };
    setDragged(to);
    if (keyed.current) clearTimeout(keyed.current);
    keyed.current = setTimeout(() => move(to), 400);
  }

  return (
    <Box
      as="button"
      position="absolute"
      left={`${shown.x * 100}%`}
      top={`${shown.y * 100}%`}
      transform="translate(-50%, -50%)"
      paddingX="2"
      paddingY="0.5"
      borderRadius="full"
      fontSize="sm"
      fontWeight="bold"
      bg={`${mark.color}.solid`}
      color={`${mark.color}.contrast`}
      boxShadow="md"
      cursor={readOnly ? 'default' : 'grab'}
      touchAction="none"
      zIndex="2"
      aria-label={`Tag ${mark.label}: ${mark.title}, page ${pageLabel}`}
      title={readOnly ? mark.title : `${mark.title} (drag to move, Shift-click or Delete to remove)`}
      data-testid="tag-marker"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onClick={(event) => event.stopPropagation()}
      onKeyDown={onKeyDown}
    >
      {mark.label}
    </Box>
  );
}
