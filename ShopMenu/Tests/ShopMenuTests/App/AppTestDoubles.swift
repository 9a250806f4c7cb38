import Foundation
import XCTest

@testable import ShopMenu

#if canImport(Combine)
  import Combine
#else
  import LinuxCombine
#endif

/// How long a wait below lasts before it gives up and fails the test: a guard so that a broken
/// model fails instead of hanging the run, not a timing assertion (a passing run returns at
/// once, long before it).
let patienceNanoseconds: UInt64 = 20_000_000_000

/// A menu client whose every fetch waits until the test answers it, so a test decides exactly
/// when a load ends (no sleeps, no timing).
final class GatedClient: @unchecked Sendable {
  private let lock = NSLock()
  private var pending: [CheckedContinuation<FetchResponse, Error>] = []
  private var arrivalWaiters: [UUID: CheckedContinuation<Void, Never>] = [:]
  private var requests = 0

  /// How many fetches have been sent.
  var requestCount: Int { lock.locked { requests } }

  var client: MenuClient {
    MenuClient { _ in
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<FetchResponse, Error>) in
        let waiters: [CheckedContinuation<Void, Never>] = self.lock.locked {
          self.pending.append(continuation)
          self.requests += 1
          let waiters = Array(self.arrivalWaiters.values)
          self.arrivalWaiters = [:]
          return waiters
        }
        for waiter in waiters { waiter.resume() }
      }
    }
  }

  /// Returns once a fetch waits for its answer.
  func waitForRequest(file: StaticString = #filePath, line: UInt = #line) async {
    let id = UUID()
    let watchdog = Task {
      try? await Task.sleep(nanoseconds: patienceNanoseconds)
      guard !Task.isCancelled else { return }
      let continuation = lock.locked { arrivalWaiters.removeValue(forKey: id) }
      guard let continuation else { return }
      XCTFail("no request was sent", file: file, line: line)
      continuation.resume()
    }
    defer { watchdog.cancel() }
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let ready: Bool = lock.locked {
        if !pending.isEmpty { return true }
        arrivalWaiters[id] = continuation
        return false
      }
      if ready { continuation.resume() }
    }
  }

  /// Answers the oldest waiting fetch.
  func answer(_ step: ScriptedClient.Step, file: StaticString = #filePath, line: UInt = #line) {
    let continuation: CheckedContinuation<FetchResponse, Error>? = lock.locked {
      pending.isEmpty ? nil : pending.removeFirst()
    }
    guard let continuation else {
      return XCTFail("no request waits for an answer", file: file, line: line)
    }
    switch step {
    case .feed(let data, let validators):
      continuation.resume(returning: .modified(data, validators))
    case .notModified: continuation.resume(returning: .notModified)
    case .failure(let error): continuation.resume(throwing: error)
    }
  }
}

/// Watches a model: every value its `menuState` has had, and a way to wait for a change
/// without sleeping.
@MainActor
final class ModelWatcher {
  private let model: ShopAppModel
  private var earlier: [MenuState] = []
  private var waiters: [CheckedContinuation<Void, Never>] = []
  private var gaveUp = false
  /// How many changes the model announced.
  private(set) var changes = 0
  private var subscription: AnyCancellable?

  init(_ model: ShopAppModel) {
    self.model = model
    subscription = model.objectWillChange.sink { [weak self] _ in self?.willChange() }
  }

  /// Every `menuState` the model has had since the watch began, in order, without repeats.
  /// (`objectWillChange` comes before a change: the value then is the one that is going, and
  /// the last value is the current one.)
  var menuStates: [MenuState] {
    var states = earlier
    if states.last != model.menuState { states.append(model.menuState) }
    return states
  }

  private func willChange() {
    changes += 1
    if earlier.last != model.menuState { earlier.append(model.menuState) }
    resumeWaiters()
  }

  private func resumeWaiters() {
    let ready = waiters
    waiters = []
    for waiter in ready { waiter.resume() }
  }

  /// Returns once `condition` holds, checking it after each change the model announces.
  func waitUntil(
    file: StaticString = #filePath, line: UInt = #line, _ condition: () -> Bool
  ) async {
    gaveUp = false
    let watchdog = Task { [weak self] in
      try? await Task.sleep(nanoseconds: patienceNanoseconds)
      guard !Task.isCancelled, let self else { return }
      self.gaveUp = true
      self.resumeWaiters()
    }
    defer { watchdog.cancel() }
    while !condition() {
      if gaveUp { return XCTFail("the model never got there", file: file, line: line) }
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        waiters.append(continuation)
      }
    }
  }
}

/// A bonprix menu that differs from the fixture's: Damen has only one link, Mode is gone.
func changedBonprixFeed() -> Data {
  feed(
    "{'categories': [{'label': 'Damen', 'url': '/d/', 'children': [{'label': 'Neu', 'url': '/n/'}]}]}"
  )
}

extension ShopAppModel {
  /// A model whose teaser images are a stand-in's: no test reaches the network for one.
  convenience init(
    shop: ShopConfiguration, repository: MenuRepository, now: @escaping () -> Date = { Date() }
  ) {
    self.init(
      shop: shop, repository: repository,
      teasers: TeaserLoader(policy: shop.urlPolicy) { _ in .image(Data([1])) }, now: now)
  }
}
