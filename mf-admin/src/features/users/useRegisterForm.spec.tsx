import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { MSG } from '@portal/shared/domain';
import { fakeServer, makeStore } from '@portal/shared/testing';
import { useRegisterForm } from './useRegisterForm';

function renderRegisterForm() {
  const store = makeStore();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <MemoryRouter>{children}</MemoryRouter>
    </Provider>
  );
  return renderHook(() => useRegisterForm(), { wrapper });
}

describe('useRegisterForm', () => {
  it("validates with the shared schema's messages and sends nothing when invalid", async () => {
    const server = fakeServer({});
    const { result } = renderRegisterForm();
    act(() => {
      result.current.form.setValue('email', '1234567');
      result.current.form.setValue('name', 'Ana');
      result.current.form.setValue('password', '123');
    });
    await act(() => result.current.onSubmit());
    const { getFieldState } = result.current.form;
    expect(getFieldState('email').error?.message).toBe(MSG.legajoMax);
    expect(getFieldState('password').error?.message).toBe(MSG.pinMin);
    expect(getFieldState('name').error).toBeUndefined();
    expect(server.calls).toHaveLength(0);
  });

  it('keeps the server message of a failed register', async () => {
    fakeServer({ 'POST /api/users': { status: 409, body: { msg: MSG.legajoDuplicado } } });
    const { result } = renderRegisterForm();
    act(() => {
      result.current.form.setValue('email', '123');
      result.current.form.setValue('name', 'Ana');
      result.current.form.setValue('password', '123456');
    });
    await act(() => result.current.onSubmit());
    await waitFor(() => expect(result.current.serverError).toBe(MSG.legajoDuplicado));
  });
});
