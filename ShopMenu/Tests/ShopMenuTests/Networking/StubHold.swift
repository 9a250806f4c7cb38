import Foundation
import XCTest

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A reply held back until ``release()``, so a test decides when the server answers: requests
/// wait while callers join or leave. A request cancelled while it waits ends unanswered
/// (`stopLoading`). Waiting for arrivals and cancellations uses continuations, not sleeps, and
/// is bounded: what never comes fails the test instead of hanging the run (``bounded(_:_:)``).
final class StubHold: @unchecked Sendable {
  private let lock = NSLock()
  private let reply: StubServer.Reply
  private var waiting: [(request: StubURLProtocol, fallbackURL: URL)] = []
  private var isReleased = false
  private var arrivals = 0
  private var cancellations = 0
  private var watchers: [(isMet: () -> Bool, continuation: CheckedContinuation<Void, Never>)] = []

  /// Holds `reply` (an ``StubServer/Reply/http(status:headers:body:)`` or a failure).
  init(_ reply: StubServer.Reply) {
    self.reply = reply
  }

  /// How many requests were cancelled while they waited.
  var cancelled: Int { lock.locked { cancellations } }

  /// Answers every waiting request, and every later one at once. A request whose task is being
  /// cancelled (its `stopLoading` may not have come yet) gets nothing, as from a real server. A
  /// request that answers on its own loading thread (``StubURLProtocol/answersOnLoadingThread``)
  /// takes its reply from there (``releasedReply(for:)``); the others are answered here.
  func release() {
    let released: [(request: StubURLProtocol, fallbackURL: URL)] = lock.locked {
      isReleased = true
      defer { waiting = waiting.filter { $0.request.answersOnLoadingThread } }
      return waiting.filter { !$0.request.answersOnLoadingThread }
    }
    for (request, fallbackURL) in released {
      if request.task?.state == .canceling {
        lock.locked { cancellations += 1 }
      } else {
        request.answer(reply, fallbackURL: fallbackURL)
      }
    }
    notify()
  }

  /// ``StubURLProtocol``, on `request`'s loading thread: the reply once the hold is released
  /// (`nil` before, and for a request whose task is being cancelled, which gets nothing).
  func releasedReply(for request: StubURLProtocol) -> StubServer.Reply? {
    let isWaiting: Bool = lock.locked {
      guard isReleased, waiting.contains(where: { $0.request === request }) else { return false }
      waiting.removeAll { $0.request === request }
      return true
    }
    guard isWaiting else { return nil }
    if request.task?.state == .canceling {
      lock.locked { cancellations += 1 }
      notify()
      return nil
    }
    return reply
  }

  /// Returns once `count` requests have arrived, or fails the test (``bounded(_:_:)``).
  func waitForArrivals(_ count: Int, file: StaticString = #filePath, line: UInt = #line) async {
    _ = try? await bounded("\(count) requests to arrive", file: file, line: line) {
      await self.wait(until: { self.arrivals >= count })
    }
  }

  /// Returns once `count` waiting requests have been cancelled, or fails the test.
  func waitForCancellations(_ count: Int, file: StaticString = #filePath, line: UInt = #line)
    async
  {
    _ = try? await bounded("\(count) requests to be cancelled", file: file, line: line) {
      await self.wait(until: { self.cancellations >= count })
    }
  }

  /// ``StubURLProtocol``: `request` waits for this hold.
  func arrived(_ request: StubURLProtocol, fallbackURL: URL) {
    let answerNow: Bool = lock.locked {
      arrivals += 1
      if !isReleased { waiting.append((request, fallbackURL)) }
      return isReleased
    }
    if answerNow { request.answer(reply, fallbackURL: fallbackURL) }
    notify()
  }

  /// ``StubURLProtocol``: `request` was cancelled.
  func stopped(_ request: StubURLProtocol) {
    lock.locked {
      let before = waiting.count
      waiting.removeAll { $0.request === request }
      if waiting.count < before { cancellations += 1 }
    }
    notify()
  }

  /// Resumes the watchers whose condition now holds (outside the lock).
  private func notify() {
    let met: [CheckedContinuation<Void, Never>] = lock.locked {
      let ready = watchers.filter { $0.isMet() }
      watchers.removeAll { $0.isMet() }
      return ready.map(\.continuation)
    }
    for continuation in met { continuation.resume() }
  }

  /// `isMet` is called with the lock held.
  private func wait(until isMet: @escaping () -> Bool) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let now: Bool = lock.locked {
        if isMet() { return true }
        watchers.append((isMet, continuation))
        return false
      }
      if now { continuation.resume() }
    }
  }
}

/// What `operation` returns, or a failed test and `nil` once `seconds` have passed without it
/// (the operation is then cancelled): a reply that never comes fails the test, never hangs the
/// run. The limit guards against a hang and measures nothing: a passing test never waits for it.
func bounded<T: Sendable>(
  _ what: String, seconds: TimeInterval = 30, file: StaticString = #filePath, line: UInt = #line,
  _ operation: @escaping @Sendable () async throws -> T
) async throws -> T? {
  let first = FirstResult<T>()
  let result = await withCheckedContinuation { continuation in
    first.install(continuation)
    let work = Task {
      do {
        first.resume(.success(try await operation()))
      } catch {
        first.resume(.failure(error))
      }
    }
    DispatchQueue.global().asyncAfter(deadline: .now() + seconds) {
      if first.resume(nil) { work.cancel() }
    }
  }
  guard let result else {
    XCTFail("waited \(Int(seconds)) s for \(what)", file: file, line: line)
    return nil
  }
  return try result.get()
}

/// Resumes one continuation with whichever result comes first.
private final class FirstResult<T>: @unchecked Sendable {
  private let lock = NSLock()
  private var continuation: CheckedContinuation<Result<T, Error>?, Never>?

  func install(_ continuation: CheckedContinuation<Result<T, Error>?, Never>) {
    lock.locked { self.continuation = continuation }
  }

  /// Whether `result` was the first.
  @discardableResult
  func resume(_ result: Result<T, Error>?) -> Bool {
    let waiting: CheckedContinuation<Result<T, Error>?, Never>? = lock.locked {
      defer { continuation = nil }
      return continuation
    }
    waiting?.resume(returning: result)
    return waiting != nil
  }
}
