import { failure } from "../../http/failures.server.ts";

// Any /api path that is not in the route table.
const handle = () => failure(404, "There is no such API call.");

export const loader = handle;
export const action = handle;
