import { LATEST_PROTOCOL_VERSION, SUPPORTED_PROTOCOL_VERSIONS } from "@modelcontextprotocol/sdk/types.js";
import { SERVER_NAME, serverVersion } from "./server";
import { descriptions, instructions } from "./words";

/**
 * The discovery document hosted docs platforms serve at /.well-known/mcp/server-card.json
 * (the server-card proposal, still a draft: its early fields, `serverInfo` and `transport`,
 * and the later ones, `remotes`, both), so a client or registry learns what the server is
 * and where to connect before it initializes.
 */
export function serverCard(site: string) {
  const endpoint = new URL("/mcp", site).href;
  return {
    $schema: "https://static.modelcontextprotocol.io/schemas/mcp-server-card/v1.json",
    version: "1.0",
    protocolVersion: LATEST_PROTOCOL_VERSION,
    name: SERVER_NAME,
    title: "Rsbuild 1.x documentation",
    description: "Search and read the Rsbuild 1.x documentation (English and Chinese) and look up configuration options.",
    websiteUrl: site,
    serverInfo: { name: SERVER_NAME, title: "Rsbuild 1.x documentation", version: serverVersion() },
    transport: { type: "streamable-http", endpoint: "/mcp" },
    remotes: [{ type: "streamable-http", url: endpoint, supportedProtocolVersions: SUPPORTED_PROTOCOL_VERSIONS }],
    authentication: { required: false },
    capabilities: { tools: { listChanged: false }, resources: { listChanged: false } },
    instructions: instructions(site),
    tools: Object.entries(descriptions).map(([name, description]) => ({ name, description })),
  };
}
