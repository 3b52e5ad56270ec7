import { Box, Button, HStack } from '@chakra-ui/react';
import type { MouseEvent, ReactNode } from 'react';
import type { DocumentPageView } from '@rt/domain';
import type { BiblioMark } from '../biblioMarks.ts';
import type { GroupTag, PageTag, Spot } from '../useViewerTags.ts';
import { TagMarker } from './TagMarker.tsx';

type PageImageProps = {
  page: DocumentPageView;
  zoom: number;
  tags: readonly PageTag[];
  groups: readonly GroupTag[];
  markOf: (biblioId: string) => BiblioMark;
  readOnly: boolean;
  /** A click on the page itself, where it landed (a share of the page's width and height). */
  onPageClick: (spot: Spot, event: MouseEvent) => void;
  onMove: (tag: PageTag, spot: Spot) => Promise<boolean>;
  onDelete: (tag: PageTag) => void;
  onDeleteGroup: (group: GroupTag) => void;
  /** The images of this page and of the pages around it, in page order (see below). */
  pageImages: readonly string[];
  /** The PDF view draws the page in place of the image. */
  children?: ReactNode;
};

/** One page (Document view: its image; PDF view: its PDF), its biblio tags on it and the group tags spanning it. */
export function PageImage(props: PageImageProps) {
  const { page, zoom, tags, groups, markOf, readOnly } = props;
  const name = page.heldback ? page.label : `Page ${page.label}`;
  function onClick(event: MouseEvent<HTMLDivElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    props.onPageClick({ x: (event.clientX - box.left) / box.width, y: (event.clientY - box.top) / box.height }, event);
  }
  return (
    <Box>
      {groups.length > 0 ? (
        <HStack gap="2" marginBottom="2" wrap="wrap" aria-label="Group tags on this page">
          {groups.map((group) => {
            const mark = markOf(group.biblioId);
            return (
              <Button
                key={group.id}
                size="xs"
                colorPalette={mark.color}
                title={readOnly ? mark.title : `${mark.title} (Shift-click or Delete to remove)`}
                aria-label={`Group tag ${mark.label}: pages ${group.startPage}-${group.endPage}`}
                onClick={(event) => {
                  if (event.shiftKey && !readOnly) props.onDeleteGroup(group);
                }}
                onKeyDown={(event) => {
                  if ((event.key === 'Delete' || event.key === 'Backspace') && !readOnly) {
                    event.stopPropagation();
                    props.onDeleteGroup(group);
                  }
                }}
              >
                {mark.label} pages {group.startPage}-{group.endPage}
              </Button>
            );
          })}
        </HStack>
      ) : null}
      <Box
        position="relative"
        width={`${Math.round(zoom * 100)}%`}
        maxWidth={zoom <= 1 ? '900px' : undefined}
        marginX="auto"
        boxShadow="md"
        bg="white"
        cursor={readOnly ? 'default' : 'crosshair'}
        onClick={onClick}
        data-testid="page-view"
        data-page-label={page.label}
      >
        {props.children ??
          // The neighbours' images sit under the page, drawn but unseen, so that moving on to one
          // shows an image already fetched and decoded; keyed by address, the same element is reused.
          props.pageImages.map((url) =>
            url === page.imageUrl ? (
              <img key={url} src={url} alt={name} draggable={false} style={{ width: '100%', display: 'block' }} />
            ) : (
              <img
                key={url}
                src={url}
                alt=""
                aria-hidden
                draggable={false}
                style={{ position: 'absolute', inset: 0, width: '100%', opacity: 0, pointerEvents: 'none' }}
              />
            ),
          )}
        {tags.map((tag) => (
          <TagMarker
            key={tag.id}
            mark={markOf(tag.biblioId)}
            spot={{ x: tag.pageX, y: tag.pageY }}
            pageLabel={page.label}
            readOnly={readOnly}
            onMove={(spot) => props.onMove(tag, spot)}
            onDelete={() => props.onDelete(tag)}
          />
        ))}
      </Box>
    </Box>
  );
}
