import { columnsFor, GRID_COLUMN_CHOICES, gridColumns } from './gridColumns';

describe('columnsFor', () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 17, 25])(
    'never leaves one of %i cards alone on a row, at any width',
    (count) => {
      for (const choices of Object.values(GRID_COLUMN_CHOICES)) {
        const columns = columnsFor(count, choices);
        const lastRow = count % columns;
        expect(count <= columns || lastRow !== 1).toBe(true);
      }
    },
  );

  it('puts three or four icons a row on a phone once there are enough', () => {
    expect(columnsFor(7, GRID_COLUMN_CHOICES.phone)).toBe(4);
    expect(columnsFor(5, GRID_COLUMN_CHOICES.phone)).toBe(3);
    expect(columnsFor(10, GRID_COLUMN_CHOICES.phone)).toBe(4);
    expect(columnsFor(6, GRID_COLUMN_CHOICES.phone)).toBe(3);
  });

  it('keeps a short list on one row of cards of the usual size', () => {
    expect(columnsFor(2, GRID_COLUMN_CHOICES.desktop)).toBe(6);
  });

  it('hands the counts to the style sheet', () => {
    expect(gridColumns(7)).toEqual({ 'data-phone': 4, 'data-tablet': 4, 'data-desktop': 5 });
  });
});
