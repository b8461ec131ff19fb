import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FileDownloadButton } from '@client/components/download/file-download-button';
import type { DownloadedFile } from '@client/api/file-download';

/**
 * The mutation's `isLoading` reaches the page a frame after its answer (RTK batches store notifications
 * to the next animation frame): held at true here, it stands for that frame stretched out.
 */
function renderLagging(download: () => Promise<DownloadedFile>) {
  render(
    <FileDownloadButton
      download={download}
      isLoading
      progressLabel="Downloading the file"
      failureMessage="Server error"
    >
      Download
    </FileDownloadButton>,
  );
  return { user: userEvent.setup(), button: screen.getByRole('button', { name: 'Download' }) };
}

describe('FileDownloadButton', () => {
  it("takes a click right after a failure was shown, whatever the store's loading flag still says", async () => {
    const download = jest
      .fn<Promise<DownloadedFile>, []>()
      .mockRejectedValueOnce({ status: 503, data: { errorMessage: 'The trail is being rebuilt.' } })
      .mockRejectedValueOnce({ status: 500, data: { errorMessage: 'ERR-1A2B3C4D' } });
    const { user, button } = renderLagging(download);

    await user.click(button);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The trail is being rebuilt.'));
    await user.click(button);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Server error (reference code ERR-1A2B3C4D)'),
    );
    expect(download).toHaveBeenCalledTimes(2);
  });

  it('starts one download for a double click', async () => {
    let answer: (file: DownloadedFile) => void = () => undefined;
    const download = jest.fn(
      () =>
        new Promise<DownloadedFile>((resolve) => {
          answer = resolve;
        }),
    );
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user, button } = renderLagging(download);

    await user.dblClick(button);
    expect(download).toHaveBeenCalledTimes(1);
    answer({ objectUrl: 'blob:http://localhost/file', fileName: 'file.txt' });
    await waitFor(() => expect(HTMLAnchorElement.prototype.click).toHaveBeenCalledTimes(1));
    await user.click(button);
    expect(download).toHaveBeenCalledTimes(2);
  });
});
