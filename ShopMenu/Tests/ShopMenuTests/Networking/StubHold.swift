import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A reply held back until ``release()``, so a test decides when the server answers: requests
/// wait while callers join or leave. A request cancelled while it waits ends unanswered
/// (`stopLoading`). Waiting for arrivals and cancellations uses continuations, not sleeps.
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

  /// Returns once `count` requests have arrived.
  func waitForArrivals(_ count: Int) async {
    await wait(until: { self.arrivals >= count })
  }

  /// Returns once `count` waiting requests have been cancelled.
  func waitForCancellations(_ count: Int) async {
    await wait(until: { self.cancellations >= count })
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
