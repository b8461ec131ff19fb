import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { QuestionDialog } from '@client/features/regulatory-reporting/question-dialog';
import { render, screen, waitFor } from '@test/render-with-providers';

/** A page that asks, and whose answer leaves the question open (as a slow close would). */
function Asking({ onAnswer }: { onAnswer: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Discard changes
      </button>
      <QuestionDialog
        open={open}
        header="Discard changes to PositionRecords"
        question="Do you really want to discard all changes made in File 'f.xml'?"
        answer="Yes - Discard"
        onAnswer={onAnswer}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

describe('a question before a change', () => {
  it('is answered once each time it is asked: a double click sends one change', async () => {
    const user = userEvent.setup();
    const onAnswer = jest.fn();
    render(<Asking onAnswer={onAnswer} />);

    await user.dblClick(screen.getByRole('button', { name: 'Yes - Discard' }));
    expect(onAnswer).toHaveBeenCalledTimes(1);

    // Asked again, it answers again.
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    await user.click(await screen.findByRole('button', { name: 'Yes - Discard' }));
    expect(onAnswer).toHaveBeenCalledTimes(2);
  });
});
