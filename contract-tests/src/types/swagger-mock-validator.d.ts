// The part of @pactflow/swagger-mock-validator's API the contract tests use (the package ships
// no type declarations).
declare module '@pactflow/swagger-mock-validator' {
  export interface ValidationFinding {
    code: string;
    message: string;
    type: 'error' | 'warning';
    source: string;
    mockDetails?: {
      interactionDescription?: string | null;
      interactionState?: string | null;
      location: string;
      mockFile: string;
      value: unknown;
    };
    specDetails?: {
      location: string;
      pathMethod?: string | null;
      pathName?: string | null;
      specFile: string;
      value: unknown;
    };
  }

  export interface ValidationOutcome {
    success: boolean;
    errors: ValidationFinding[];
    warnings: ValidationFinding[];
    failureReason?: string;
  }

  export interface SwaggerMockValidatorOptions {
    specPathOrUrl: string;
    mockPathOrUrl: string;
    providerName?: string;
    /** 'true' | 'false' (strings, as on the command line); default false. */
    additionalPropertiesInResponse?: string;
    /** 'true' | 'false'; default false. */
    requiredPropertiesInResponse?: string;
  }

  export interface SwaggerMockValidator {
    validate(options: SwaggerMockValidatorOptions): Promise<ValidationOutcome>;
  }

  export const SwaggerMockValidatorFactory: {
    create(auth?: string): SwaggerMockValidator;
  };
}
