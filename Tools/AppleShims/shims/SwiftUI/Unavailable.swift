// SwiftUI shim: APIs newer than the project's deployment target (iOS 15.0), declared unavailable
// so that using one is an error here as it is in Xcode ("'X' is only available in iOS 16.0 or
// newer"). Linux ignores `@available(iOS 16, *)`, hence `unavailable` with the version in the
// message. Limitation: code guarded by `if #available(iOS 16, *)` is rejected too; such a use
// needs an entry in the allow list of the check script. Versions from the documentation pages.

@available(*, unavailable, message: "introduced in iOS 16.0 (deployment target: iOS 15.0); use NavigationView")
public struct NavigationStack<Data, Root: View>: View {
  public init(@ViewBuilder root: () -> Root) where Data == NavigationPath { fatalError() }
  public var body: Never { fatalError() }
}

@available(*, unavailable, message: "introduced in iOS 16.0 (deployment target: iOS 15.0)")
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
  public var body: Never { fatalError() }
}

@available(*, unavailable, message: "introduced in iOS 16.0 (deployment target: iOS 15.0)")
public struct NavigationPath {
  public init() { fatalError() }
}

// doc: https://developer.apple.com/documentation/swiftui/contentunavailableview — iOS 17.0; SDK 17/18
// doc: https://developer.apple.com/documentation/swiftui/contentunavailableview/init(label:description:actions:) — iOS 17.0
// doc: https://developer.apple.com/documentation/swiftui/contentunavailableview/init(_:systemimage:description:) — iOS 17.0
@available(*, unavailable, message: "introduced in iOS 17.0 (deployment target: iOS 15.0)")
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
  public init(
    @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description,
    @ViewBuilder actions: () -> Actions
  ) { fatalError() }
  public init(_ title: String, systemImage name: String, description: Text? = nil)
  where Label == EmptyView, Description == EmptyView, Actions == EmptyView { fatalError() }
  public var body: Never { fatalError() }
}

@available(*, unavailable, message: "introduced in iOS 16.0 (deployment target: iOS 15.0)")
public struct ShareLink<Data, PreviewImage, PreviewIcon, Label: View>: View {
  public var body: Never { fatalError() }
}

@available(*, unavailable, message: "introduced in iOS 16.0 (deployment target: iOS 15.0)")
public struct ViewThatFits<Content: View>: View {
  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    fatalError()
  }
  public var body: Never { fatalError() }
}

@available(*, unavailable, message: "introduced in iOS 16.0 (deployment target: iOS 15.0)")
public struct Grid<Content: View>: View {
  public var body: Never { fatalError() }
}

extension NavigationLink {
  @available(*, unavailable, message: "introduced in iOS 16.0 (deployment target: iOS 15.0); use init(destination:isActive:label:)")
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) where Destination == Never {
    fatalError()
  }
  @available(*, unavailable, message: "introduced in iOS 16.0 (deployment target: iOS 15.0)")
  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    fatalError()
  }
}

extension View {
  @available(*, unavailable, message: "introduced in iOS 16.0 (deployment target: iOS 15.0)")
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View { fatalError() }
  @available(*, unavailable, message: "introduced in iOS 16.0 (deployment target: iOS 15.0)")
  public func navigationDestination<V: View>(
    isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
  ) -> some View { fatalError() }
  @available(*, unavailable, message: "introduced in iOS 17.0 (deployment target: iOS 15.0); use onChange(of:perform:)")
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View { fatalError() }
  @available(*, unavailable, message: "introduced in iOS 17.0 (deployment target: iOS 15.0); use onChange(of:perform:)")
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> some View { fatalError() }
  // doc: https://developer.apple.com/documentation/swiftui/view/searchable(text:ispresented:placement:prompt:)-1hn4y — iOS 17.0; SDK 17/18
  @available(*, unavailable, message: "introduced in iOS 17.0 (deployment target: iOS 15.0); use searchable(text:placement:prompt:)")
  public func searchable(
    text: Binding<String>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey? = nil
  ) -> some View { fatalError() }
  @available(*, unavailable, message: "introduced in iOS 16.0 (deployment target: iOS 15.0)")
  public func scrollContentBackground(_ visibility: Visibility) -> some View { fatalError() }
  @available(*, unavailable, message: "introduced in iOS 16.0 (deployment target: iOS 15.0)")
  public func scrollDismissesKeyboard(_ mode: Never) -> some View { fatalError() }
  @available(*, unavailable, message: "introduced in iOS 16.0 (deployment target: iOS 15.0)")
  public func fontWeight(_ weight: Font.Weight?) -> some View { fatalError() }
  @available(*, unavailable, message: "introduced in iOS 16.0 (deployment target: iOS 15.0)")
  public func bold(_ isActive: Bool = true) -> some View { fatalError() }
  @available(*, unavailable, message: "introduced in iOS 16.0 (deployment target: iOS 15.0)")
  public func presentationDetents(_ detents: Set<Never>) -> some View { fatalError() }
  @available(*, unavailable, message: "introduced in iOS 16.0 (deployment target: iOS 15.0)")
  public func toolbar(_ visibility: Visibility, for bars: Never...) -> some View { fatalError() }
  @available(*, unavailable, message: "introduced in iOS 16.0 (deployment target: iOS 15.0)")
  public func toolbarBackground(_ visibility: Visibility, for bars: Never...) -> some View {
    fatalError()
  }
  @available(*, unavailable, message: "introduced in iOS 17.0 (deployment target: iOS 15.0)")
  public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    fatalError()
  }
  @available(*, unavailable, message: "introduced in iOS 17.0 (deployment target: iOS 15.0)")
  public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
    fatalError()
  }
  @available(*, unavailable, message: "introduced in iOS 16.0 (deployment target: iOS 15.0)")
  public func contentTransition(_ transition: Never) -> some View { fatalError() }
}
