import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorBoundary } from './error-boundary';

let broken = true;

function Flaky() {
  if (broken) throw new Error('render failed');
  return <p>working</p>;
}

beforeEach(() => {
  broken = true;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('ErrorBoundary', () => {
  it('shows a fallback node in place of children that threw, the rest untouched', () => {
    render(
      <>
        <ErrorBoundary fallback={<p>widget down</p>} onError={() => undefined}>
          <Flaky />
        </ErrorBoundary>
        <p>the rest</p>
      </>,
    );
    expect(screen.getByText('widget down')).toBeVisible();
    expect(screen.getByText('the rest')).toBeVisible();
    expect(screen.queryByText('working')).not.toBeInTheDocument();
  });

  it('gives a fallback function the error and a reset that renders the children again', async () => {
    const user = userEvent.setup();
    const onReset = jest.fn();
    render(
      <ErrorBoundary
        fallback={(error, reset) => (
          <button type="button" onClick={reset}>
            {(error as Error).message}: retry
          </button>
        )}
        onReset={onReset}
      >
        <Flaky />
      </ErrorBoundary>,
    );
    broken = false;
    await user.click(screen.getByRole('button', { name: 'render failed: retry' }));
    expect(screen.getByText('working')).toBeVisible();
    expect(onReset).toHaveBeenCalledTimes(1);
  });

  it('shows the fallback again when the children throw after a reset', async () => {
    const user = userEvent.setup();
    render(
      <ErrorBoundary fallback={(_error, reset) => <button onClick={reset}>retry</button>}>
        <Flaky />
      </ErrorBoundary>,
    );
    await user.click(screen.getByRole('button', { name: 'retry' }));
    expect(screen.getByRole('button', { name: 'retry' })).toBeVisible();
  });

  it('reports each error to onError, or else to console.error', () => {
    const onError = jest.fn();
    render(
      <ErrorBoundary fallback={null} onError={onError}>
        <Flaky />
      </ErrorBoundary>,
    );
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'render failed' }),
      expect.objectContaining({ componentStack: expect.any(String) }),
    );
    expect(console.error).not.toHaveBeenCalledWith(
      expect.objectContaining({ message: 'render failed' }),
    );

    render(
      <ErrorBoundary fallback={null}>
        <Flaky />
      </ErrorBoundary>,
    );
    expect(console.error).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'render failed' }),
    );
  });
});
