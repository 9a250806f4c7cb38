// SwiftUI shim: state, bindings, environment (see View.swift).

// MARK: - State / Binding

@frozen @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  public var transaction: Transaction
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { fatalError() }
  public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
    fatalError()
  }
  public init(projectedValue: Binding<Value>) { fatalError() }
  public init<V>(_ base: Binding<V>) where Value == V? { fatalError() }
  public init?(_ base: Binding<Value?>) { fatalError() }
  public static func constant(_ value: Value) -> Binding<Value> { fatalError() }
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set { fatalError() }
  }
  public var projectedValue: Binding<Value> { fatalError() }
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    fatalError()
  }
  public func transaction(_ transaction: Transaction) -> Binding<Value> { fatalError() }
  public func animation(_ animation: Animation? = .default) -> Binding<Value> { fatalError() }
}

extension Binding: DynamicProperty {}

@frozen @propertyWrapper
public struct State<Value>: DynamicProperty {
  public init(wrappedValue value: Value) { fatalError() }
  public init(initialValue value: Value) { fatalError() }
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set { fatalError() }
  }
  public var projectedValue: Binding<Value> { fatalError() }
}

extension State where Value: ExpressibleByNilLiteral {
  public init() { fatalError() }
}

// MARK: - Observable objects

@frozen @propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  @dynamicMemberLookup @frozen
  public struct Wrapper {
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
      -> Binding<Subject>
    { fatalError() }
  }
  public init(initialValue: ObjectType) { fatalError() }
  public init(wrappedValue: ObjectType) { fatalError() }
  @preconcurrency @MainActor public var wrappedValue: ObjectType {
    get { fatalError() }
    set { fatalError() }
  }
  @preconcurrency @MainActor public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    fatalError()
  }
}

/// iOS 14+.
@frozen @propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { fatalError() }
  @preconcurrency @MainActor public var wrappedValue: ObjectType { fatalError() }
  @preconcurrency @MainActor public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    fatalError()
  }
}

@frozen @propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
  @dynamicMemberLookup @frozen
  public struct Wrapper {
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
      -> Binding<Subject>
    { fatalError() }
  }
  public init() { fatalError() }
  @preconcurrency @MainActor public var wrappedValue: ObjectType { fatalError() }
  @preconcurrency @MainActor public var projectedValue: EnvironmentObject<ObjectType>.Wrapper {
    fatalError()
  }
}

// MARK: - Environment

public protocol EnvironmentKey {
  associatedtype Value
  static var defaultValue: Self.Value { get }
}

public struct EnvironmentValues: CustomStringConvertible {
  public init() { fatalError() }
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { fatalError() }
    set { fatalError() }
  }
  public var description: String { fatalError() }
}

@frozen @propertyWrapper
public struct Environment<Value>: DynamicProperty {
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { fatalError() }
  public var wrappedValue: Value { fatalError() }
}

public enum ColorScheme: CaseIterable, Hashable, Sendable {
  case light, dark
}

public enum LayoutDirection: Hashable, CaseIterable, Sendable {
  case leftToRight, rightToLeft
}

public enum ScenePhase: Comparable, Hashable, Sendable {
  case background, inactive, active
}

public enum EditMode: Hashable, Sendable {
  case inactive, transient, active
}

/// iOS 14+.
public struct OpenURLAction {
  /// iOS 15+.
  public init(handler: @escaping (URL) -> OpenURLAction.Result) { fatalError() }
  public func callAsFunction(_ url: URL) { fatalError() }
  public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
    fatalError()
  }
  /// iOS 15+.
  public struct Result {
    public static let handled = Result()
    public static let discarded = Result()
    public static let systemAction = Result()
    init() {}
  }
}

/// iOS 15+.
public struct DismissAction {
  public func callAsFunction() { fatalError() }
}

// doc: https://developer.apple.com/documentation/swiftui/dismisssearchaction — iOS 15.0; SDK 17/18
// doc: https://developer.apple.com/documentation/swiftui/dismisssearchaction/callasfunction() — iOS 15.0; SDK 17/18
// The page shows `@MainActor @preconcurrency` on the structure and on callAsFunction(); the
// pre-concurrency leniency keeps a call from a non-isolated closure a strict-mode-only warning.
@preconcurrency @MainActor
public struct DismissSearchAction {
  public func callAsFunction() { fatalError() }
}

/// iOS 15+.
public struct RefreshAction {
  public func callAsFunction() async { fatalError() }
}

extension EnvironmentValues {
  public var colorScheme: ColorScheme {
    get { fatalError() }
    set { fatalError() }
  }
  public var layoutDirection: LayoutDirection {
    get { fatalError() }
    set { fatalError() }
  }
  public var locale: Locale {
    get { fatalError() }
    set { fatalError() }
  }
  public var isEnabled: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  public var font: Font? {
    get { fatalError() }
    set { fatalError() }
  }
  /// iOS 14+.
  public var scenePhase: ScenePhase {
    get { fatalError() }
    set { fatalError() }
  }
  /// iOS 14+.
  public var openURL: OpenURLAction {
    get { fatalError() }
    set { fatalError() }
  }
  /// iOS 15+.
  public var dismiss: DismissAction { fatalError() }
  /// iOS 15+.
  public var refresh: RefreshAction? { fatalError() }
  // doc: https://developer.apple.com/documentation/swiftui/environmentvalues/issearching — iOS 15.0; SDK 17/18
  public var isSearching: Bool { fatalError() }
  // doc: https://developer.apple.com/documentation/swiftui/environmentvalues/dismisssearch — iOS 15.0; SDK 17/18
  public var dismissSearch: DismissSearchAction { fatalError() }
  public var editMode: Binding<EditMode>? {
    get { fatalError() }
    set { fatalError() }
  }
  public var presentationMode: Binding<PresentationMode> { fatalError() }
}

public struct PresentationMode {
  public var isPresented: Bool { fatalError() }
  public mutating func dismiss() { fatalError() }
}
