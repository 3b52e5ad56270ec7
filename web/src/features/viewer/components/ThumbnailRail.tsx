import { Box, HStack, Text } from '@chakra-ui/react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, type MouseEvent } from 'react';
import type { DocumentPageView } from '@rt/domain';
import type { BiblioMark } from '../biblioMarks.ts';

/** Room for one thumbnail with its label; the rail shows only those in view (a 300-page document scrolls smoothly). */
const ROW_HEIGHT = 196;

export type ThumbnailRailProps = {
  pages: readonly DocumentPageView[];
  current: number;
  /** The marks of the biblios tagged on each page (group tags included), by index in `pages`. */
  marksOf: (index: number) => BiblioMark[];
  /** The start of a group tag under way, by index. */
  groupStart: number | null;
  onPick: (index: number, event: MouseEvent) => void;
};

/** The page thumbnails, held-back pages first: click to show a page; Ctrl- and Shift-click tag (spec 2). */
export function ThumbnailRail({ pages, current, marksOf, groupStart, onPick }: ThumbnailRailProps) {
  const scroller = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler here: nothing memoizes its functions
  const rows = useVirtualizer({
    count: pages.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 4,
    // The first render already lists the thumbnails in view (the rail is about the window's height),
    // so their images are asked for at once rather than after a measuring pass.
    initialRect: { width: 180, height: typeof window === 'undefined' ? 800 : window.innerHeight },
  });
  useEffect(() => {
    if (current >= 0) rows.scrollToIndex(current, { align: 'auto' });
  }, [current, rows]);

  return (
    <Box
      ref={scroller}
      as="nav"
      aria-label="Pages"
      // A scrolling region keyboard users can reach and scroll (WCAG 2.1.1).
      tabIndex={0}
      overflowY="auto"
      height="100%"
      width="180px"
      flexShrink={0}
      borderRightWidth="1px"
      data-testid="thumbnail-rail"
    >
      <Box position="relative" height={`${rows.getTotalSize()}px`}>
        {rows.getVirtualItems().map((row) => {
          const page = pages[row.index];
          const marks = marksOf(row.index);
          const name = page.heldback ? page.label : `Page ${page.label}`;
          return (
            <Box
              key={row.key}
              as="button"
              position="absolute"
              top="0"
              left="0"
              width="100%"
              height={`${ROW_HEIGHT}px`}
              transform={`translateY(${row.start}px)`}
              padding="2"
              textAlign="center"
              cursor="pointer"
              bg={row.index === current ? 'blue.subtle' : row.index === groupStart ? 'orange.subtle' : undefined}
              aria-current={row.index === current ? 'page' : undefined}
              aria-label={`${name}${marks.length ? `, tagged ${marks.map((m) => m.label).join(' ')}` : ''}`}
              tabIndex={-1}
              data-page-label={page.label}
              onClick={(event: MouseEvent) => onPick(row.index, event)}
            >
              <img
                src={page.thumbnailUrl}
                alt=""
                width={130}
                height={160}
                decoding="async"
                draggable={false}
                style={{
                  margin: '0 auto',
                  height: 160,
                  width: 'auto',
                  maxWidth: 150,
                  border: '1px solid #ccc',
                  background: '#fff',
                }}
              />
              <HStack justify="center" gap="1" marginTop="1">
                <Text fontSize="xs" fontWeight={page.heldback ? 'semibold' : undefined}>
                  {page.heldback ? page.label : page.label}
                </Text>
                {marks.map((mark) => (
                  <Text
                    key={mark.id}
                    as="span"
                    fontSize="2xs"
                    paddingX="1"
                    borderRadius="sm"
                    bg={`${mark.color}.solid`}
                    color={`${mark.color}.contrast`}
                  >
                    {mark.label}
                  </Text>
                ))}
              </HStack>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
