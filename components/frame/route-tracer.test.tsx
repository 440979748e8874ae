import { render } from '@testing-library/react';
import { usePathname } from 'next/navigation';
import { RouteTracer } from './route-tracer';

jest.mock('next/navigation', () => ({ usePathname: jest.fn() }));

describe('route tracer', () => {
  it('logs the first route and each route change to the console', () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => {});
    jest.mocked(usePathname).mockReturnValue('/');
    const { rerender } = render(<RouteTracer />);
    jest.mocked(usePathname).mockReturnValue('/category/');
    rerender(<RouteTracer />);
    expect(info.mock.calls).toEqual([['[router] NavigationStart /'], ['[router] Navigation / → /category/']]);
    info.mockRestore();
  });
});
