import { Component, type ReactNode } from 'react';
import { loadedModule, useLoadedModule, type LoadedModule } from '@client/components/loaded-module';
import { act, render, screen } from '@testing-library/react';

function Shows({ module, wanted }: { module: LoadedModule<string>; wanted: boolean }) {
  const text = useLoadedModule(module, wanted);
  return <p>{text ?? 'Loading'}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

describe('a module loaded for a guard without suspending', () => {
  it('is not asked for until it is wanted, then shows once it has loaded', async () => {
    const load = jest.fn(() => Promise.resolve('the gate'));
    const module = loadedModule(load);
    const { rerender } = render(<Shows module={module} wanted={false} />);
    expect(load).not.toHaveBeenCalled();

    rerender(<Shows module={module} wanted />);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('the gate')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once where it has loaded before: no loader, no second load', async () => {
    const load = jest.fn(() => Promise.resolve('the gate'));
    const module = loadedModule(load);
    await act(() => module.load());

    render(<Shows module={module} wanted />);
    expect(screen.getByText('the gate')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('throws a failed load to the error boundary, and a later mount tries again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(new Error('Loading chunk shell failed.'))
      .mockResolvedValueOnce('the gate');
    const module = loadedModule(load);
    const { unmount } = render(
      <Boundary>
        <Shows module={module} wanted />
      </Boundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Loading chunk shell failed.');
    unmount();

    render(<Shows module={module} wanted />);
    expect(await screen.findByText('the gate')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
