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
  /// While held, on a loading thread that runs a run loop: looks for the hold's release there.
  private var releaseCheck: Timer?

  override func startLoading() {
    guard let server = StubServer.server(for: request) else {
      client?.urlProtocol(self, didFailWithError: URLError(.unsupportedURL))
      return
    }
    answer(server.nextReply(recording: request), fallbackURL: server.endpoint)
  }

  override func stopLoading() {
    releaseCheck?.invalidate()
    releaseCheck = nil
    hold?.stopped(self)
  }

  /// Whether a held reply is answered on the loading thread itself, as the client must be called
  /// on the thread that called `startLoading`. Darwin's loading thread runs a run loop: a timer
  /// there looks for the release every 5 ms. Linux calls the protocol from a dispatch queue with
  /// no run loop running, where any thread will do: ``StubHold/release()`` answers at once.
  var answersOnLoadingThread: Bool { releaseCheck != nil }

  /// Answers this request with `reply` (a held reply answers when its hold is released).
  func answer(_ reply: StubServer.Reply, fallbackURL: URL) {
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
    case .hang:
      break
    case .held(let hold):
      self.hold = hold
      // As Apple's CustomHTTPProtocol sample calls its client: on this thread, in the default
      // mode and the one the thread runs now. Linux runs none here (`currentMode` is nil).
      if let mode = RunLoop.current.currentMode {
        // The timer's block is `@Sendable`; it runs on this thread, the only one that uses it.
        let request = UncheckedWeak(self)
        let check = Timer(timeInterval: 0.005, repeats: true) { _ in
          request.value?.answerIfReleased(fallbackURL: fallbackURL)
        }
        RunLoop.current.add(check, forMode: .default)
        if mode != .default { RunLoop.current.add(check, forMode: mode) }
        releaseCheck = check
      }
      hold.arrived(self, fallbackURL: fallbackURL)
    }
  }

  private func send(_ response: HTTPURLResponse, body: Data) {
    client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
    // One piece: Linux keeps only the last piece for a completion handler (swift-corelibs-
    // foundation, `_ProtocolClient.urlProtocol(_:didLoad:)` sets `responseData`).
    client?.urlProtocol(self, didLoad: body)
    client?.urlProtocolDidFinishLoading(self)
  }

  /// On the loading thread: the held reply, once the hold has been released.
  private func answerIfReleased(fallbackURL: URL) {
    guard let hold, let reply = hold.releasedReply(for: self) else { return }
    releaseCheck?.invalidate()
    releaseCheck = nil
    answer(reply, fallbackURL: fallbackURL)
  }
}

/// A weak reference handed to a `@Sendable` closure that runs on the thread that made it.
private final class UncheckedWeak<Value: AnyObject>: @unchecked Sendable {
  weak var value: Value?
  init(_ value: Value) { self.value = value }
}
