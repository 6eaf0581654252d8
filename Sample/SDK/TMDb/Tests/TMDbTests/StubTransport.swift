import Foundation
import Synchronization
import TMDb

/// Records requests and answers with a canned status and body.
final class StubTransport: HTTPTransport {
    private let response: (status: Int, body: Data)
    private let recorded = Mutex<[TMDbRequest]>([])

    init(status: Int = 200, body: String) {
        response = (status, Data(body.utf8))
    }

    var requests: [TMDbRequest] { recorded.withLock { $0 } }

    func send(_ request: TMDbRequest) async throws(TMDbError) -> (status: Int, body: Data) {
        recorded.withLock { $0.append(request) }
        return response
    }
}
