import Foundation

@testable import ShopMenu

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A URLProtocol that answers from a ``StubServer``. It only takes effect through a session
/// configuration's `protocolClasses` (`registerClass` is ignored on Linux). It reports no
/// redirects: swift-corelibs-foundation traps on one from a protocol; real 3xx are in
/// ``LoopbackServerTests``.
final class StubURLProtocol: URLProtocol {
  override class func canInit(with request: URLRequest) -> Bool { true }
  override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

  /// The hold this request waits on, if its reply is ``StubServer/Reply/held(_:)``.
  private var hold: StubHold?

  override func startLoading() {
    guard let server = StubServer.server(for: request) else {
      client?.urlProtocol(self, didFailWithError: URLError(.unsupportedURL))
      return
    }
    answer(server.nextReply(recording: request), fallbackURL: server.endpoint)
  }

  override func stopLoading() {
    hold?.cancellations.add()
    hold = nil
  }

  /// Answers this request with `reply` (a held one never).
  private func answer(_ reply: StubServer.Reply, fallbackURL: URL) {
    let url = request.url ?? fallbackURL
    switch reply {
    case .http(let status, let headers, let body):
      guard
        let response = HTTPURLResponse(
          url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)
      else { return }
      send(response, body: body)
    case .failure(let code):
      client?.urlProtocol(self, didFailWithError: URLError(code))
    case .held(let hold):
      self.hold = hold
      hold.arrivals.add()
    }
  }

  private func send(_ response: HTTPURLResponse, body: Data) {
    client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
    // One piece: Linux keeps only the last piece for a completion handler (swift-corelibs-
    // foundation, `_ProtocolClient.urlProtocol(_:didLoad:)` sets `responseData`).
    client?.urlProtocol(self, didLoad: body)
    client?.urlProtocolDidFinishLoading(self)
  }
}
