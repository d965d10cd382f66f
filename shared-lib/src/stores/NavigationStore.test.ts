import { NavigationStore } from './NavigationStore';

describe('NavigationStore', () => {
  it('keeps a request until the shell registers, then delivers it once', () => {
    const store = new NavigationStore();
    store.navigate('/error/notsupported', { replace: true });
    expect(store.pending).toMatchObject({ path: '/error/notsupported', replace: true });
    const navigate = jest.fn();
    store.register({ navigate, reload: jest.fn() });
    expect(navigate).toHaveBeenCalledWith('/error/notsupported', { replace: true });
    expect(store.pending).toBeNull();
  });

  it('delivers at once while registered and stops after unregister', () => {
    const store = new NavigationStore();
    const navigate = jest.fn();
    const reload = jest.fn();
    const unregister = store.register({ navigate, reload });
    store.navigate('/');
    store.reload();
    expect(navigate).toHaveBeenCalledWith('/', { replace: false });
    expect(reload).toHaveBeenCalledTimes(1);
    unregister();
    store.reload();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(store.reloadPending).toBe(true);
  });
});
