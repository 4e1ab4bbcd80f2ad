import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { CSSProperties, ReactNode } from 'react';
import { useAdminText } from '../lib/use-admin-text.ts';
import styles from './form-parts.module.css';

/** `list` with the item at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1) as [T];
  next.splice(to, 0, item);
  return next;
}

type Row = { id: string; label: string };

/**
 * Items reordered by dragging their handle with a pointer, or with the keyboard (focus the handle,
 * Space to lift, arrows to move, Space to drop: dnd-kit's keyboard sensor, announced in the page's
 * language). `renderItem` receives the handle to place in the item.
 */
export function SortableList({
  rows,
  onMove,
  layout = 'list',
  className,
  renderItem,
}: {
  rows: Row[];
  onMove: (from: number, to: number) => void;
  layout?: 'list' | 'grid';
  className?: string;
  renderItem: (index: number, handle: ReactNode) => ReactNode;
}) {
  const { t } = useAdminText();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const labelOf = (id: string | number) => rows.find((row) => row.id === id)?.label ?? '';
  const positionOf = (id: string | number) => rows.findIndex((row) => row.id === id) + 1;
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(positionOf(active.id) - 1, positionOf(over.id) - 1);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t('formParts.sortable.instructions') },
        announcements: {
          onDragStart: ({ active }) => t('formParts.sortable.picked', { item: labelOf(active.id) }),
          onDragOver: ({ active, over }) =>
            over
              ? t('formParts.sortable.over', { item: labelOf(active.id), position: positionOf(over.id) })
              : undefined,
          onDragEnd: ({ active, over }) =>
            over
              ? t('formParts.sortable.dropped', { item: labelOf(active.id), position: positionOf(over.id) })
              : t('formParts.sortable.cancelled', { item: labelOf(active.id) }),
          onDragCancel: ({ active }) => t('formParts.sortable.cancelled', { item: labelOf(active.id) }),
        },
      }}
    >
      <SortableContext
        items={rows.map((row) => row.id)}
        strategy={layout === 'grid' ? rectSortingStrategy : verticalListSortingStrategy}
      >
        <ol className={className ?? styles.sortable}>
          {rows.map((row, index) => (
            <SortableItem key={row.id} row={row} index={index} renderItem={renderItem} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableItem({
  row,
  index,
  renderItem,
}: {
  row: Row;
  index: number;
  renderItem: (index: number, handle: ReactNode) => ReactNode;
}) {
  const { t } = useAdminText();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: row.id,
  });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    zIndex: isDragging ? 1 : undefined,
  };
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      className={styles.handle}
      aria-label={t('formParts.sortable.handle', { item: row.label })}
      {...attributes}
      {...listeners}
    >
      <span aria-hidden="true">⠿</span>
    </button>
  );
  return (
    <li ref={setNodeRef} style={style} className={styles.sortableItem}>
      {renderItem(index, handle)}
    </li>
  );
}

/** "Move up" / "Move down" buttons: reordering with Enter alone, for any keyboard or switch user. */
export function MoveButtons({
  index,
  count,
  label,
  onMove,
}: {
  index: number;
  count: number;
  label: string;
  onMove: (from: number, to: number) => void;
}) {
  const { t } = useAdminText();
  return (
    <span className={styles.moveButtons}>
      <button
        type="button"
        className={styles.small}
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
        aria-label={t('formParts.sortable.moveUp', { item: label })}
      >
        <span aria-hidden="true">↑</span>
      </button>
      <button
        type="button"
        className={styles.small}
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
        aria-label={t('formParts.sortable.moveDown', { item: label })}
      >
        <span aria-hidden="true">↓</span>
      </button>
    </span>
  );
}
