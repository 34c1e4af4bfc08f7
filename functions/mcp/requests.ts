import {
  CallToolRequestSchema,
  InitializeRequestSchema,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  PingRequestSchema,
  ReadResourceRequestSchema,
} from "@modelcontextprotocol/sdk/types.js";

const SCHEMAS = [
  InitializeRequestSchema,
  PingRequestSchema,
  ListToolsRequestSchema,
  CallToolRequestSchema,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ReadResourceRequestSchema,
];
const byMethod = new Map<string, (typeof SCHEMAS)[number]>(SCHEMAS.map((s) => [s.shape.method.value, s]));

/**
 * Why a request's params do not fit its method, or null. The SDK reports such a request as an
 * internal error (-32603), and a call of an unknown tool as a tool error; checked here first,
 * both get the protocol's Invalid params (-32602). Arguments that do not fit a tool's input
 * schema stay tool errors, as the protocol asks, so the model can correct them.
 */
export function invalidParams(message: unknown, tools: readonly string[]): string | null {
  if (!message || typeof message !== "object" || !("method" in message) || !("id" in message)) return null;
  const schema = byMethod.get(String(message.method));
  if (!schema) return null;
  const parsed = schema.safeParse(message);
  if (parsed.success) {
    const { params } = parsed.data as { params?: { name?: unknown } };
    return schema === CallToolRequestSchema && !tools.includes(String(params?.name)) ? `Unknown tool: ${String(params?.name)}` : null;
  }
  const issue = parsed.error.issues[0];
  return `Invalid params for ${String(message.method)}: ${issue.path.join(".") || "params"}: ${issue.message}`;
}
