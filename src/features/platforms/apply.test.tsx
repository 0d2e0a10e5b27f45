import { delay, http } from 'msw';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlatformDetail } from '@/api/gen/model';
import { ok } from '@/test/msw';
import { startApiServer } from '@/test/msw';
import {
  activateCatalogs,
  renderWithProviders,
  renderWithRouter,
  resetLocale,
} from '@/test/render';
import ApplyForm from './apply-form';
import { ApplyPage } from './apply-page';
import { EMPTY_APPLICATION, type ApplyValues } from './apply-values';
import { draftKey, readDraft } from './draft';

const server = startApiServer();

const PLATFORM: PlatformDetail = {
  id: 101,
  name: 'Amazon',
  logo: 'https://img.example.com/platform/amazon.png',
  categoryId: 11,
  region: 'North America',
  sites: ['United States', 'Canada'],
  summary: 'The largest marketplace.',
  tags: ['FBA'],
  applyOpen: true,
  banner: null,
  officialUrl: null,
  introduction: '<p>Amazon</p>',
  storeGuide: '<p>Guide</p>',
  advantages: [],
  fees: [],
  requirements: ['A business licence'],
  channels: [
    { channel: 'LARGE_CUSTOMER', name: 'Large customer', reviewDays: 10, description: 'Big.' },
    {
      channel: 'ORDINARY_CUSTOMER',
      name: 'Ordinary customer',
      reviewDays: 5,
      description: 'Small.',
    },
  ],
};

const LICENCE_URL = 'https://img.example.com/license/2026/11/licence.jpg';
const KEY = draftKey(1, 101, 'ORDINARY_CUSTOMER');

let uploads = 0;

beforeEach(() => {
  uploads = 0;
  localStorage.clear();
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
  server.use(
    http.get('*/api/dictionary/list', () => ok([])),
    http.get('*/api/sys/userInfo', () =>
      ok({ isLogin: true, id: 1, username: 'demo', nickname: null, avatar: null }),
    ),
    http.get('*/api/crossPlatform/info/101', () => ok(PLATFORM)),
    http.post('*/api/File/singleUpload', () => {
      uploads += 1;
      return ok({ url: LICENCE_URL, name: 'licence.jpg', size: 2048, contentType: 'image/jpeg' });
    }),
  );
});
afterEach(() => localStorage.clear());

function file(bytes: number[], size: number, name: string, type: string): File {
  const content = new Uint8Array(size);
  content.set(bytes);
  return new File([content], name, { type });
}

const jpeg = (size = 2048, name = 'licence.jpg') =>
  file([0xff, 0xd8, 0xff, 0xe0], size, name, 'image/jpeg');
const pdfNamedJpg = () => file([0x25, 0x50, 0x44, 0x46, 0x2d], 4096, 'licence.jpg', 'image/jpeg');

async function pick(container: HTMLElement, picked: File) {
  const input = await waitFor(() => {
    const found = container.querySelector<HTMLInputElement>('input[type=file]');
    if (!found) throw new Error('no file input');
    return found;
  });
  fireEvent.change(input, { target: { files: [picked] } });
}

function renderForm(initialValues: ApplyValues = EMPTY_APPLICATION, initialStep = 0) {
  const onDraft = vi.fn();
  const onDone = vi.fn();
  const rendered = renderWithProviders(
    <ApplyForm
      platform={PLATFORM}
      channel="ORDINARY_CUSTOMER"
      initialValues={initialValues}
      initialStep={initialStep}
      onDraft={onDraft}
      onDone={onDone}
    />,
  );
  return { ...rendered, onDraft, onDone };
}

const COMPANY: Partial<ApplyValues> = {
  companyName: 'Shenzhen Kuayue Trading',
  legalPersonName: 'Li Ming',
  companyAddress: 'Nanshan, Shenzhen',
  licenseImage: LICENCE_URL,
};

describe('the store-opening application: steps', () => {
  it('checks the company step before the next, with the messages of spec section 5', async () => {
    const { user, container } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please enter the company name')).toBeInTheDocument();
    expect(
      screen.getByText('Please enter the name of the legal representative'),
    ).toBeInTheDocument();
    expect(screen.getByText('Please enter the detailed company address')).toBeInTheDocument();
    expect(await screen.findByText('Please upload the business licence scan')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Step 1 of 5: Company' })).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /Company name/ }), 'Kuayue');
    await user.type(screen.getByRole('textbox', { name: /Legal representative/ }), 'Li Ming');
    await user.type(screen.getByRole('textbox', { name: /Detailed company address/ }), 'Shenzhen');
    await pick(container, jpeg());
    await waitFor(() =>
      expect(screen.queryByText('Please upload the business licence scan')).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByRole('heading', { name: 'Step 2 of 5: Contact' }),
    ).toBeInTheDocument();
  });

  it('checks the contact step: phone and e-mail must be valid; Back keeps what was typed', async () => {
    const { user } = renderForm({ ...EMPTY_APPLICATION, ...COMPANY }, 1);
    expect(screen.getByRole('heading', { name: 'Step 2 of 5: Contact' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Contact name/ }), 'Wang Fang');
    await user.type(screen.getByRole('textbox', { name: /Contact phone/ }), '123');
    await user.type(screen.getByRole('textbox', { name: /Contact e-mail/ }), 'nope');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Incorrect phone number')).toBeInTheDocument();
    expect(screen.getByText('Please enter the WeChat ID')).toBeInTheDocument();
    expect(screen.getByText('Incorrect e-mail address')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Step 2 of 5: Contact' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(
      await screen.findByRole('heading', { name: 'Step 1 of 5: Company' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Company name/ })).toHaveValue(
      'Shenzhen Kuayue Trading',
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('textbox', { name: /Contact name/ })).toHaveValue('Wang Fang');
  });

  it('does not open a later step than the first one with a missing required field', () => {
    renderForm({ ...EMPTY_APPLICATION, companyName: 'Kuayue' }, 4);
    expect(screen.getByRole('heading', { name: 'Step 1 of 5: Company' })).toBeInTheDocument();
  });
});

describe('the store-opening application: the licence', () => {
  it('refuses a PDF renamed .jpg by its bytes, and sends nothing', async () => {
    const { container } = renderForm();
    await pick(container, pdfNamedJpg());
    expect(await screen.findByText('Only JPG, PNG files can be uploaded.')).toBeInTheDocument();
    expect(uploads).toBe(0);
  });

  it('refuses a licence over 2 MB, and sends nothing', async () => {
    const { container } = renderForm();
    await pick(container, jpeg(3 * 1024 * 1024, 'big.jpg'));
    expect(await screen.findByText('The file must be at most 2 MB.')).toBeInTheDocument();
    expect(uploads).toBe(0);
  });

  it('uploads a real jpg and shows its preview', async () => {
    const { container, onDraft } = renderForm();
    await pick(container, jpeg());
    expect(await screen.findByRole('img', { name: /Business licence scan/ })).toBeInTheDocument();
    expect(uploads).toBe(1);
    await waitFor(() =>
      expect(onDraft).toHaveBeenLastCalledWith(
        expect.objectContaining({ licenseImage: LICENCE_URL }),
        0,
      ),
    );
  });
});

describe('the store-opening application: the draft', () => {
  it('keeps a draft as the user types and offers it back on return', async () => {
    const first = renderWithRouter(<ApplyPage platformId={101} channel="ORDINARY_CUSTOMER" />, {
      path: '/en_US/platform/apply?id=101&channel=ORDINARY_CUSTOMER',
    });
    const name = await first.findByRole('textbox', { name: /Company name/ });
    await first.user.type(name, 'Kuayue Trading');
    await waitFor(() =>
      expect(readDraft(KEY, EMPTY_APPLICATION)?.values.companyName).toBe('Kuayue Trading'),
    );
    first.unmount();

    const second = renderWithRouter(<ApplyPage platformId={101} channel="ORDINARY_CUSTOMER" />, {
      path: '/en_US/platform/apply?id=101&channel=ORDINARY_CUSTOMER',
    });
    expect(await second.findByText(/You have a draft of this application/)).toBeInTheDocument();
    expect(second.queryByRole('textbox', { name: /Company name/ })).not.toBeInTheDocument();
    await second.user.click(second.getByRole('button', { name: 'Restore the draft' }));
    expect(await second.findByRole('textbox', { name: /Company name/ })).toHaveValue(
      'Kuayue Trading',
    );
  });

  it('forgets the draft when the user starts over', async () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({ v: 1, savedAt: Date.now(), step: 0, values: { companyName: 'Old' } }),
    );
    const { findByRole, user } = renderWithRouter(
      <ApplyPage platformId={101} channel="ORDINARY_CUSTOMER" />,
      { path: '/en_US/platform/apply?id=101&channel=ORDINARY_CUSTOMER' },
    );
    await user.click(await findByRole('button', { name: 'Start over' }));
    expect(await findByRole('textbox', { name: /Company name/ })).toHaveValue('');
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('clears the draft after a successful submit and shows the review time', async () => {
    const values: ApplyValues = {
      ...EMPTY_APPLICATION,
      ...COMPANY,
      contactName: 'Wang Fang',
      contactPhone: '13723456789',
      wechatId: 'wangfang',
      contactEmail: 'wang@example.com',
    };
    localStorage.setItem(KEY, JSON.stringify({ v: 1, savedAt: Date.now(), step: 4, values }));
    let sent: unknown;
    server.use(
      http.post('*/api/crossPlatformApply/save', async ({ request }) => {
        sent = await request.json();
        await delay(10);
        return ok({
          id: 9,
          channel: 'ORDINARY_CUSTOMER',
          reviewDays: 5,
          submitTime: '2026-11-24 10:00:00',
        });
      }),
    );
    const { findByRole, user, findByText } = renderWithRouter(
      <ApplyPage platformId={101} channel="ORDINARY_CUSTOMER" />,
      { path: '/en_US/platform/apply?id=101&channel=ORDINARY_CUSTOMER' },
    );
    await user.click(await findByRole('button', { name: 'Restore the draft' }));
    expect(
      await findByRole('heading', { name: 'Step 5 of 5: Review and submit' }),
    ).toBeInTheDocument();
    await user.click(await findByRole('button', { name: 'Submit application' }));
    expect(await findByRole('heading', { name: 'Application submitted' })).toBeInTheDocument();
    expect(await findByText(/About 5 working days/, { selector: 'strong' })).toBeInTheDocument();
    expect(sent).toMatchObject({
      platformId: 101,
      channel: 'ORDINARY_CUSTOMER',
      companyName: 'Shenzhen Kuayue Trading',
      licenseImage: LICENCE_URL,
      contactPhone: '13723456789',
      hasCertificate: null,
    });
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('keeps one draft per user', () => {
    expect(draftKey(1, 101, 'ORDINARY_CUSTOMER')).not.toBe(draftKey(2, 101, 'ORDINARY_CUSTOMER'));
  });

  it('reads only fields of the right kind from a stored draft', () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({
        v: 1,
        savedAt: 1,
        step: 2,
        values: { companyName: 42, productCategories: ['HOME'], licenseImage: LICENCE_URL, x: 1 },
      }),
    );
    const draft = readDraft(KEY, EMPTY_APPLICATION);
    expect(draft?.step).toBe(2);
    expect(draft?.values.companyName).toBe('');
    expect(draft?.values.productCategories).toEqual(['HOME']);
    expect(draft?.values.licenseImage).toBe(LICENCE_URL);
    expect(draft?.values).not.toHaveProperty('x');
    localStorage.setItem(KEY, 'not json');
    expect(readDraft(KEY, EMPTY_APPLICATION)).toBeNull();
  });
});

describe('the application in Chinese', () => {
  afterEach(resetLocale);

  it('writes the review time with the Chinese colon and plural rules, not ": "', async () => {
    await activateCatalogs('zh-CN', ['platforms', 'form']);
    renderWithRouter(<ApplyPage platformId={101} channel="ORDINARY_CUSTOMER" />, {
      path: '/zh_CN/platform/apply?id=101&channel=ORDINARY_CUSTOMER',
    });
    expect(await screen.findByText(/审核时间：约 5 个工作日/)).toBeInTheDocument();
    expect(screen.queryByText(/审核时间: /)).toBeNull();
  });
});
