import { http } from 'msw';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompanyAttestation } from '@/api/gen/model';
import { ok, refuse, startApiServer } from '@/test/msw';
import { activateCatalogs, renderWithProviders, resetLocale } from '@/test/render';
import { CertificationForm } from './certification-form';

const server = startApiServer();
afterEach(resetLocale);
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

const LICENCE_URL = 'https://img.example.com/license/2026/11/licence.png';
const VALID_CODE = '91440300MA5G2KQ816';

function png(size = 2048): File {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([bytes], 'licence.png', { type: 'image/png' });
}

function fileInput(container: HTMLElement): HTMLInputElement {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

function answerUpload() {
  server.use(
    http.post('*/api/File/singleUpload', () =>
      ok({ url: LICENCE_URL, name: 'licence.png', size: 2048, contentType: 'image/png' }),
    ),
  );
}

describe('CertificationForm', () => {
  it('asks for every field, a term end or long-term, and the licence', async () => {
    const { user } = renderWithProviders(
      <CertificationForm current={null} onSubmitted={vi.fn()} />,
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('Please enter the unified social credit code'),
    ).toBeInTheDocument();
    expect(screen.getByText('Please enter the enterprise name')).toBeInTheDocument();
    expect(screen.getByText('Please enter the legal person')).toBeInTheDocument();
    // The date picker and the drop zone load when the form first shows them.
    expect(
      await screen.findByText('Please choose the end of the business term, or long-term'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Please upload the business licence')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Long-term' }));
    expect(
      screen.queryByText('Please choose the end of the business term, or long-term'),
    ).not.toBeInTheDocument();
  });

  it(
    'takes a business term end typed as a date, not one in the past',
    { timeout: 20_000 },
    async () => {
      const { user } = renderWithProviders(
        <CertificationForm current={null} onSubmitted={vi.fn()} />,
      );
      const end = await screen.findByRole('textbox', { name: /Business term ends/ });
      await user.type(end, '2099-12-31');
      await user.tab();
      expect(end).toHaveValue('2099-12-31');
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      expect(await screen.findByText('Please upload the business licence')).toBeInTheDocument();
      expect(
        screen.queryByText('Please choose the end of the business term, or long-term'),
      ).not.toBeInTheDocument();
      // The picker refuses days before today.
      await user.clear(end);
      await user.type(end, '2020-01-01');
      await user.tab();
      expect(
        await screen.findByText('Please choose the end of the business term, or long-term'),
      ).toBeInTheDocument();
    },
  );

  it('asks for a new term end when resubmitting one that has ended', async () => {
    const { user } = renderWithProviders(
      <CertificationForm
        current={{
          id: 3,
          creditCode: VALID_CODE,
          companyName: '深圳市跨越贸易有限公司',
          legalPerson: '李明',
          businessTermEnd: '2020-01-01',
          longTerm: false,
          licenseImage: LICENCE_URL,
          status: 'CERTIFIED',
          submitTime: '2019-06-01 10:00:00',
          reviewTime: '2019-06-02 10:00:00',
          rejectReason: null,
        }}
        onSubmitted={vi.fn()}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Resubmit' }));
    expect(await screen.findByText('The business term has already ended')).toBeInTheDocument();
  });

  it('checks the credit code with its check character (GB 32100-2015)', async () => {
    const { user } = renderWithProviders(
      <CertificationForm current={null} onSubmitted={vi.fn()} />,
    );
    const code = screen.getByLabelText(/Unified social credit code/);
    await user.type(code, '9144030');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('The unified social credit code has 18 characters'),
    ).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '91440300ma5g2kq81b');
    expect(code).toHaveValue('91440300MA5G2KQ81B');
    expect(
      await screen.findByText('This is not a valid unified social credit code'),
    ).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, VALID_CODE);
    await waitFor(() =>
      expect(
        screen.queryByText('This is not a valid unified social credit code'),
      ).not.toBeInTheDocument(),
    );
  });

  it('refuses a licence that is not a JPG or PNG by its bytes, sending nothing', async () => {
    const uploads = vi.fn();
    server.use(http.post('*/api/File/singleUpload', () => (uploads(), ok(null))));
    const { container } = renderWithProviders(
      <CertificationForm current={null} onSubmitted={vi.fn()} />,
    );
    const fake = new File([new TextEncoder().encode('%PDF-1.7 not an image')], 'licence.png', {
      type: 'image/png',
    });
    fireEvent.change(fileInput(container), { target: { files: [fake] } });
    expect(await screen.findByText('Only JPG, PNG files can be uploaded.')).toBeInTheDocument();
    expect(uploads).not.toHaveBeenCalled();
  });

  it('uploads the licence and submits the certification', async () => {
    answerUpload();
    const seen = vi.fn<(body: Record<string, unknown>) => void>();
    server.use(
      http.post('*/api/companyAttestation/save', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        seen(body);
        return ok({
          ...body,
          id: 5,
          status: 'PENDING_REVIEW',
          submitTime: '2026-11-21 10:00:00',
          reviewTime: null,
          rejectReason: null,
        });
      }),
    );
    const onSubmitted = vi.fn();
    const { user, container } = renderWithProviders(
      <CertificationForm current={null} onSubmitted={onSubmitted} />,
    );
    await user.type(screen.getByLabelText(/Unified social credit code/), ` ${VALID_CODE} `);
    await user.type(screen.getByLabelText(/Enterprise name/), '深圳市跨越贸易有限公司');
    await user.type(screen.getByLabelText(/Legal person/), '李明');
    await user.click(screen.getByRole('checkbox', { name: 'Long-term' }));
    fireEvent.change(fileInput(container), { target: { files: [png()] } });
    expect(await screen.findByRole('img', { name: /Preview of Business licence/ })).toHaveAttribute(
      'src',
      LICENCE_URL,
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(seen.mock.calls[0]![0]).toMatchObject({
      creditCode: VALID_CODE,
      companyName: '深圳市跨越贸易有限公司',
      legalPerson: '李明',
      longTerm: true,
      businessTermEnd: null,
      licenseImage: LICENCE_URL,
    });
  });

  it('resubmits an existing certification with its id and shows a refusal', async () => {
    const current: CompanyAttestation = {
      id: 9,
      creditCode: VALID_CODE,
      companyName: '深圳市跨越贸易有限公司',
      legalPerson: '李明',
      businessTermEnd: null,
      longTerm: true,
      licenseImage: LICENCE_URL,
      status: 'REJECTED',
      submitTime: '2026-11-01 10:00:00',
      reviewTime: '2026-11-02 10:00:00',
      rejectReason: 'blurred',
    };
    const seen = vi.fn<(body: Record<string, unknown>) => void>();
    server.use(
      http.patch('*/api/companyAttestation/update', async ({ request }) => {
        seen((await request.json()) as Record<string, unknown>);
        return refuse('该信用代码已被其他账号认证');
      }),
    );
    const { user } = renderWithProviders(
      <CertificationForm current={current} onSubmitted={vi.fn()} onCancel={vi.fn()} />,
    );
    await user.click(screen.getByRole('button', { name: 'Resubmit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('该信用代码已被其他账号认证');
    expect(seen.mock.calls[0]![0]).toMatchObject({ id: 9, creditCode: VALID_CODE });
    expect(screen.getByLabelText(/Enterprise name/)).toHaveValue('深圳市跨越贸易有限公司');
  });

  it.each([
    ['zh-CN', '提交', '统一社会信用代码不正确', '请上传营业执照'],
    [
      'pt-PT',
      'Submeter',
      'Este código unificado de crédito social não é válido',
      'Carregue a licença comercial',
    ],
  ] as const)('speaks %s', async (locale, submit, codeMessage, licenceMessage) => {
    await activateCatalogs(locale, ['account']);
    const { user } = renderWithProviders(
      <CertificationForm current={null} onSubmitted={vi.fn()} />,
    );
    await user.type(
      screen.getByRole('textbox', { name: /统一社会信用代码|crédito social/ }),
      '91440300MA5G2KQ81B',
    );
    await user.click(screen.getByRole('button', { name: submit }));
    expect(await screen.findByText(codeMessage)).toBeInTheDocument();
    expect(screen.getByText(licenceMessage)).toBeInTheDocument();
  });
});
