import { DataGrid } from '@mui/x-data-grid';
import { SettlingFooter } from '@client/components/data-grid/settling-footer';
import { render, waitFor } from '@testing-library/react';

const columns = [{ field: 'name', headerName: 'Name', width: 160 }];
const rows = [{ id: 1, name: 'NWEH-NET-2026-0006' }];

function Grid({ answered }: { answered: boolean }) {
  return (
    <div style={{ width: 600 }}>
      <DataGrid
        aria-label="Statements"
        rows={answered ? rows : []}
        columns={columns}
        slots={{ footer: SettlingFooter }}
        slotProps={{ footer: { answered } }}
      />
    </div>
  );
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
const footer = () => document.querySelector('.MuiDataGrid-footerContainer');

describe('the footer of a server grid', () => {
  it('stays hidden while the grid waits for its first answer, however long', async () => {
    render(<Grid answered={false} />);
    for (let frame = 0; frame < 4; frame += 1) await nextFrame();
    expect(footer()).not.toBeVisible();
  });

  it('shows two frames after the answer, when MUI X has applied the measured row heights, and stays', async () => {
    const { rerender } = render(<Grid answered={false} />);
    rerender(<Grid answered />);
    expect(footer()).not.toBeVisible();
    // MUI X applies the heights in the frame after the rows' first; the footer waits one more.
    await nextFrame();
    expect(footer()).not.toBeVisible();
    await waitFor(() => expect(footer()).toBeVisible());
    // It never hides again: the next page comes while it is in use.
    rerender(<Grid answered={false} />);
    expect(footer()).toBeVisible();
  });
});
