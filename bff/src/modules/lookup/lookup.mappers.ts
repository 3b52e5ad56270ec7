export type TemplateRecord = { id: number; template_name: string };
