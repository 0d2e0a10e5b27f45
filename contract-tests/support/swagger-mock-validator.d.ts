// The package ships no type declarations (its `types` entry points at a file it does not
// publish); these cover the programmatic API the contract suite uses.
declare module '@pactflow/swagger-mock-validator' {
  export interface ValidationResult {
    code: string;
    message: string;
    source: string;
    type: 'error' | 'warning';
    mockDetails?: {
      interactionDescription: string | null;
      interactionState: string | null;
      location: string;
      value: unknown;
    };
    specDetails?: {
      location: string;
      pathMethod: string | null;
      pathName: string | null;
      value: unknown;
    };
  }

  export interface ValidationOutcome {
    errors: ValidationResult[];
    warnings: ValidationResult[];
    success: boolean;
    failureReason?: string;
  }

  export interface ValidateOptions {
    specPathOrUrl: string;
    mockPathOrUrl: string;
    additionalPropertiesInResponse?: 'true' | 'false';
    requiredPropertiesInResponse?: 'true' | 'false';
  }

  export const SwaggerMockValidatorFactory: {
    create(auth?: string): { validate(options: ValidateOptions): Promise<ValidationOutcome> };
  };
}
