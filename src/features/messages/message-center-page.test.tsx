import { http } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getListUnreadMessagesQueryKey } from '@/api/gen/messages/messages';
import type { Message } from '@/api/gen/model';
import { formFields, ok, startApiServer } from '@/test/msw';
import { activateCatalogs, renderWithProviders, resetLocale } from '@/test/render';
import { MessageCenterPage } from './message-center-page';
import type { MessageSearch } from './message-search';

const server = startApiServer();
afterEach(resetLocale);

function message(id: number, read: boolean, title = `Message ${id}`): Message {
  return {
    id,
    title,
    content: `<p>Body of ${title}</p><img src="x" onerror="window.hacked = true">`,
    type: 'ORDER',
    read,
    createTime: '2026-11-20 14:30:00',
  };
}

/** A small backend: the three lists over `store`, marking read and deleting. */
function backend(initial: Message[]) {
  let store = [...initial];
  const calls = { all: 0, unread: 0, read: 0, marked: [] as string[], deleted: [] as string[] };
  const page = (records: Message[], request: Request) => {
    const url = new URL(request.url);
    const pageNo = Number(url.searchParams.get('pageNo') ?? 1);
    const size = Number(url.searchParams.get('pageSize') ?? 10);
    return ok({
      records: records.slice((pageNo - 1) * size, pageNo * size),
      total: records.length,
      size,
      current: pageNo,
      pages: Math.ceil(records.length / size),
      unreadCount: store.filter((item) => !item.read).length,
    });
  };
  server.use(
    http.get('*/api/message/all', ({ request }) => (calls.all++, page(store, request))),
    http.get(
      '*/api/message/unRead',
      ({ request }) => (
        calls.unread++,
        page(
          store.filter((item) => !item.read),
          request,
        )
      ),
    ),
    http.get(
      '*/api/message/read',
      ({ request }) => (
        calls.read++,
        page(
          store.filter((item) => item.read),
          request,
        )
      ),
    ),
    http.post('*/api/message/readMessage', async ({ request }) => {
      const { id = 'all' } = await formFields(request);
      calls.marked.push(id);
      store = store.map((item) =>
        id === 'all' || String(item.id) === id ? { ...item, read: true } : item,
      );
      return ok(null);
    }),
    http.delete('*/api/message/delete', ({ request }) => {
      const id = new URL(request.url).searchParams.get('id') ?? 'all';
      calls.deleted.push(id);
      store = id === 'all' ? [] : store.filter((item) => String(item.id) !== id);
      return ok(null);
    }),
  );
  return calls;
}

function renderPage(search: MessageSearch = { tab: 'all', page: 1 }) {
  const onSearchChange = vi.fn();
  const rendered = renderWithProviders(
    <MessageCenterPage search={search} onSearchChange={onSearchChange} />,
  );
  return { ...rendered, onSearchChange };
}

describe('MessageCenterPage', () => {
  it('lists a page with the unread count, and changes tab and page through the URL', async () => {
    backend(Array.from({ length: 12 }, (_, index) => message(index + 1, index >= 3)));
    const { user, onSearchChange } = renderPage();

    expect(
      await screen.findByRole('button', { name: /^Unread: .*Message 1\b/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Order Message 4\b/ })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByRole('tab', { name: 'Unread (3)' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Read' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ tab: 'read', page: 1 });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ tab: 'all', page: 2 });
  });

  it('shows the unread tab from its own list', async () => {
    const calls = backend([message(1, false), message(2, true)]);
    renderPage({ tab: 'unread', page: 1 });
    expect(
      await screen.findByRole('button', { name: /^Unread: .*Message 1\b/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Message 2\b/ })).not.toBeInTheDocument();
    expect(calls.unread).toBe(1);
  });

  it('opens a message with its content sanitised and marks it read, refreshing the lists', async () => {
    const calls = backend([message(1, false, 'Order paid')]);
    const { user, queryClient } = renderPage();
    // The header's badge reads its own page of unread messages; it must follow.
    const badgeKey = getListUnreadMessagesQueryKey({ pageSize: 1 });
    queryClient.setQueryData(badgeKey, {
      records: [],
      total: 1,
      size: 1,
      current: 1,
      unreadCount: 1,
    });
    await user.click(await screen.findByRole('button', { name: /^Unread: .*Order paid/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Order paid' });
    expect(within(dialog).getByText('Body of Order paid')).toBeInTheDocument();
    expect(dialog.innerHTML).not.toContain('onerror');
    await waitFor(() => expect(calls.marked).toEqual(['1']));
    await waitFor(() => expect(calls.all).toBe(2));
    expect(queryClient.getQueryState(badgeKey)?.isInvalidated).toBe(true);
    expect(await screen.findByRole('button', { name: /^Order Order paid/ })).toBeInTheDocument();
  });

  it('does not mark a read message again', async () => {
    const calls = backend([message(1, true, 'Old news')]);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: /^Order Old news/ }));
    await screen.findByRole('dialog', { name: 'Old news' });
    expect(calls.marked).toEqual([]);
  });

  it('deletes one message after confirming', async () => {
    const calls = backend([message(1, true, 'First'), message(2, false, 'Second')]);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete message: First' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this message?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls.deleted).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete message: First' }));
    const again = await screen.findByRole('dialog', { name: 'Delete this message?' });
    await user.click(within(again).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /^Order First/ })).not.toBeInTheDocument(),
    );
    expect(calls.deleted).toEqual(['1']);
    expect(screen.getByRole('button', { name: /^Unread: .*Second/ })).toBeInTheDocument();
  });

  it('marks all read and deletes all after confirming', async () => {
    const calls = backend([message(1, false), message(2, false)]);
    const { user, onSearchChange } = renderPage();
    await screen.findByRole('button', { name: /^Unread: .*Message 1\b/ });
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(calls.marked).toEqual(['all']));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled(),
    );

    await user.click(screen.getByRole('button', { name: 'Delete all' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete all messages?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete all' }));
    expect(await screen.findByText('No messages')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Delete all messages?' }),
      ).not.toBeInTheDocument(),
    );
    expect(calls.deleted).toEqual(['all']);
    expect(onSearchChange).toHaveBeenLastCalledWith({ tab: 'all', page: 1 });
    expect(screen.getByRole('button', { name: 'Delete all' })).toBeDisabled();
  });

  it.each([
    ['zh-CN', '消息中心', '未读（1）', '确定删除全部消息吗？'],
    ['pt-PT', 'Centro de mensagens', 'Não lidas (1)', 'Eliminar todas as mensagens?'],
  ] as const)('speaks %s', async (locale, title, unread, confirmTitle) => {
    await activateCatalogs(locale, ['messages']);
    backend([message(1, false)]);
    const { user } = renderPage();
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: unread })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /全部删除|Eliminar todas/ }));
    expect(await screen.findByRole('dialog', { name: confirmTitle })).toBeInTheDocument();
  });
});
