import { codec } from "../../domain/programme.ts"
import { projections } from "../projections/index.ts"
import { runScan } from "../store/rebuild/scanWorker.ts"

/**
 * The worker thread of a programme's rebuild (adapters/store/rebuild/): the programme's own
 * projections and upcasters, folding the log beside the thread that writes.
 */
runScan(projections, (e) => codec.upcastStored(e), (type) => codec.upcasts(type))
