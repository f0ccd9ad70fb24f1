import { failure } from "../../http/failures.server.ts";

// Any /api path that is not in the route table.
const answer = () => failure(404, "There is no such API call.");

export const loader = answer;
export const action = answer;
