// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { RemoteArea } from './remote-area';
import { loadArea, loadedArea, type AreaModule } from './load-area';
import { resetRemote } from './remote-registry';

vi.mock('./load-area', () => ({ loadArea: vi.fn(), loadedArea: vi.fn() }));
vi.mock('./remote-registry', () => ({ resetRemote: vi.fn(async () => undefined) }));

/** A remote's exposed app as the bridge builds it: a provider that renders into an element. */
function bridgeApp(text: string) {
  const provider = {
    render: vi.fn(({ dom }: { dom: HTMLElement }) => {
      dom.textContent = text;
    }),
    destroy: vi.fn(({ dom }: { dom: HTMLElement }) => {
      dom.textContent = '';
    }),
  };
  return { provider, module: { default: () => provider } as AreaModule };
}

const spinner = () => screen.queryByRole('status');

describe('the shell mounts an area through its bridge provider', () => {
  beforeEach(() => {
    vi.mocked(loadArea).mockReset();
    vi.mocked(loadedArea).mockReset();
    vi.mocked(resetRemote).mockClear();
  });
  afterEach(cleanup);

  it('an area already loaded is mounted in the first render, with no loading state in between', () => {
    const { provider, module } = bridgeApp('client area');
    vi.mocked(loadedArea).mockReturnValue(module);
    vi.mocked(loadArea).mockResolvedValue(module);
    // A synchronous act: a component that suspended first (React.lazy) would still show the
    // spinner here, and React would hold it for 300 ms once shown.
    act(() => {
      render(<RemoteArea area="client" />);
    });
    expect(spinner()).toBeNull();
    expect(provider.render).toHaveBeenCalledTimes(1);
    const dom = provider.render.mock.calls[0]![0].dom;
    expect(dom.closest('[data-remote-area="client"]')).not.toBeNull();
    expect(screen.getByText('client area')).toBeTruthy();
  });

  it('shows the loading state until the area loads, then mounts it; unmounting destroys its root', async () => {
    const { provider, module } = bridgeApp('master area');
    let resolve!: (m: AreaModule) => void;
    vi.mocked(loadArea).mockReturnValue(new Promise((r) => (resolve = r)));
    const view = render(<RemoteArea area="master" />);
    expect(spinner()).not.toBeNull();
    expect(provider.render).not.toHaveBeenCalled();
    await act(async () => resolve(module));
    expect(spinner()).toBeNull();
    expect(screen.getByText('master area')).toBeTruthy();
    const dom = provider.render.mock.calls[0]![0].dom;
    view.unmount();
    expect(provider.destroy).toHaveBeenCalledWith(expect.objectContaining({ dom }));
  });

  it('a remote that fails to load gets the retry card; retry re-registers it and mounts it once it loads', async () => {
    const { provider, module } = bridgeApp('plans area');
    vi.mocked(loadArea).mockRejectedValueOnce(new Error('remote down')).mockResolvedValue(module);
    render(<RemoteArea area="plans" />);
    const card = await screen.findByTestId('remote-retry');
    expect(card.textContent).toContain('remote down');
    expect(provider.render).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    });
    expect(resetRemote).toHaveBeenCalledWith('plans');
    expect(await screen.findByText('plans area')).toBeTruthy();
    expect(screen.queryByTestId('remote-retry')).toBeNull();
  });
});
